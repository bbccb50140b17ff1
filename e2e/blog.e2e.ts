import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, checkScreen, launchBrowser, openPage, VIEWPORTS } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const STORY = 'Seller story: Shea Naturals, from Minna to buyers across Nigeria';
const STORY_PATH = '/blog/shea-naturals-from-minna-to-buyers-across-nigeria';

describe.each(VIEWPORTS)('the blog at $width px', (viewport) => {
  it('a visitor finds the blog from the footer, picks a topic, reads a story and opens a product from it', async () => {
    const page = await openPage(browser, viewport);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { name: 'The Oja blog', level: 1 }).waitFor();
    const cards = page.getByRole('main').getByRole('link', { name: /min read/ });
    await expect.poll(() => cards.count()).toBe(6);
    // Every card has a cover that is a real picture: the first loads at once, the rest as
    // they come into view, each a stored WebP.
    const covers = await page.$$eval('main a[href^="/blog/"] img', (imgs) =>
      imgs.map((i) => (i as HTMLImageElement).src),
    );
    expect(covers).toHaveLength(6);
    await expect
      .poll(() =>
        page.$eval('main a[href^="/blog/"] img', (i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBe(400);
    for (const src of covers)
      expect((await fetch(src)).headers.get('content-type'), src).toBe('image/webp');
    await checkScreen(page, 'blog', viewport);

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await page.waitForURL('**/blog?tag=payments');
    await expect
      .poll(() => cards.allInnerTexts())
      .toEqual([expect.stringContaining('Getting paid on Oja')]);
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect.poll(() => cards.count()).toBe(6);

    await page.getByRole('link', { name: new RegExp(STORY) }).click();
    await page.waitForURL(`**${STORY_PATH}`);
    await page.getByRole('heading', { name: STORY, level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe(`${STORY} | Oja`);
    await page.getByText('Oja Support').waitFor();
    await page.getByRole('heading', { name: 'Packing for the long road', level: 2 }).waitFor();
    const products = page.getByRole('region', { name: 'Products in this article' });
    await products.getByRole('link', { name: /Shea butter body lotion/ }).waitFor();
    await page
      .getByRole('region', { name: 'Stores in this article' })
      .getByRole('link', { name: /Shea Naturals/ })
      .waitFor();
    await checkScreen(page, 'blog-article', viewport);

    await products.getByRole('link', { name: /Shea butter body lotion/ }).click();
    await page.waitForURL('**/product/*');
    await page.getByRole('heading', { name: 'Shea butter body lotion' }).waitFor();
    await page.close();
  });
});

describe('the blog for search engines and feed readers', () => {
  it('sends an article in its first HTML with its Article data, lists it in the sitemap and the feed', async () => {
    const html = await (await fetch(`${baseUrl()}${STORY_PATH}`)).text();
    expect(html).toContain(`<title>${STORY} | Oja</title>`);
    expect(html).toContain('Packing for the long road');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('<meta property="og:type" content="article" />');

    const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const articles = /<loc>([^<]+\/sitemaps\/articles-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(articles).toBeDefined();
    const listed = await (await fetch(new URL(new URL(articles!).pathname, baseUrl()))).text();
    expect(listed).toContain(STORY_PATH);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /vendor/');

    const feed = await fetch(`${baseUrl()}/blog/feed.xml`);
    expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const entries = (await feed.text()).match(/<entry>/g) ?? [];
    expect(entries).toHaveLength(6);
  });

  it('answers an unknown article with the friendly not-found page', async () => {
    const page = await openPage(browser, VIEWPORTS[0]);
    await page.goto('/blog/no-such-article');
    await page.getByRole('heading', { name: 'We could not find that article' }).waitFor();
    await page.close();
  });
});
