import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '#shared/format.ts';
import { call } from './api.ts';
import {
  baseUrl,
  checkScreen,
  expectToast,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

type Product = {
  _id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  variants: unknown[];
};
type Business = { _id: string; name: string; handle: string };

let browser: Browser;
let product: Product;
let store: Business;
let storeProduct: Product;
beforeAll(async () => {
  browser = await launchBrowser();
  // On Explore's first page, and simple to buy: in stock, no sizes or colours to choose.
  product = (await call<{ results: Product[] }>('GET', '/products?page=1')).results.find(
    (p) => p.quantity > 0 && p.variants.length === 0,
  )!;
  // The most popular store: a listed one, which may carry the verified tick in its heading.
  store = (await call<Business[]>('GET', '/businesses/populars?limit=1'))[0]!;
  storeProduct = (
    await call<{ results: Product[] }>('GET', `/products?productBusinessId=${store._id}&page=1`)
  ).results[0]!;
});
afterAll(async () => {
  await browser.close();
});

/** The page as a link preview, a search engine or `curl` gets it: the first HTML alone. */
async function firstHtml(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, html: await res.text() };
}

/** The API reads a page makes from the moment it opens until it settles. */
async function openCounting(page: Page, path: string, alsoAwait?: Promise<unknown>) {
  const calls: string[] = [];
  const count = (r: Request) => {
    if (r.url().includes('/api/v1/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  };
  page.on('request', count);
  await Promise.all([page.goto(path, { waitUntil: 'networkidle' }), alsoAwait]);
  page.off('request', count);
  return calls;
}

/** Console errors, as React reports a page it could not take over as rendered. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('server-rendered public pages', () => {
  it('the first HTML of Explore, a storefront and a product holds their names and prices', async () => {
    const explore = await firstHtml('/explore');
    expect(explore.status).toBe(200);
    expect(explore.html).toContain(product.name);
    expect(explore.html).toContain(formatNaira(product.unitPrice));

    const storefront = await firstHtml(`/store/${store.handle}`);
    expect(storefront.html).toContain(store.name);
    expect(storefront.html).toContain(storeProduct.name);
    expect(storefront.html).toContain(formatNaira(storeProduct.unitPrice));

    const productPage = await firstHtml(`/product/${product._id}`);
    expect(productPage.html).toContain(`<h1`);
    expect(productPage.html).toContain(product.name);
    expect(productPage.html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);

    // A shared post opens on its words, rendered with the page.
    const post = (
      await call<{ results: { _id: string; text: string }[] }>('GET', '/posts?page=1&limit=10')
    ).results.find((p) => /^[\w ,.]{20}/.test(p.text))!;
    const postPage = await firstHtml(`/post/${post._id}`);
    expect(postPage.html).toContain(post.text.slice(0, 20));

    const home = await firstHtml('/');
    expect(home.html).toContain('Popular products');
    expect(home.html).toContain('Shop by state');
    expect(home.html).toContain('Lagos');

    expect((await firstHtml('/store/no-such-store-anywhere')).status).toBe(404);
    expect((await firstHtml('/no/such/page')).status).toBe(404);
  });

  it('without JavaScript the first screen is readable', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    await page.goto('/explore');
    await expect.poll(() => page.getByRole('heading', { name: 'Explore' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(product.name).first().isVisible()).toBe(true);
    await page.goto(`/product/${product._id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: product.name }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText(formatNaira(product.unitPrice)).first().isVisible())
      .toBe(true);
    await page.goto(`/store/${store.handle}`);
    await expect
      .poll(() => page.getByRole('heading', { name: store.name }).first().isVisible())
      .toBe(true);
    await context.close();
  });
});

describe.each(VIEWPORTS)('taking over server-rendered pages at $width px', (viewport) => {
  it('the browser takes each page over without asking for its data again, and it works', async () => {
    const page = await openPage(browser, viewport);
    const errors = collectErrors(page);
    for (const path of ['/', '/explore', `/store/${store.handle}`]) {
      expect(await openCounting(page, path), `API calls after opening ${path}`).toEqual([]);
    }
    // A product page reads nothing again; it only tells the seller's figures it was seen.
    const seen = page.waitForResponse((r) => r.url().endsWith('/views'));
    expect(await openCounting(page, `/product/${product._id}`, seen)).toEqual([
      `POST /api/v1/products/${product._id}/views`,
    ]);
    expect(errors).toEqual([]);
    // The code was asked for only once the page had loaded and painted its first content.
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
      code: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js'))
        .map((r) => r.startTime),
    }));
    expect(timing.code.length).toBeGreaterThan(0);
    expect(Math.min(...timing.code)).toBeGreaterThanOrEqual(
      Math.max(timing.painted, timing.loaded),
    );
    // Rendered without the address (the server has none to give), completed once taken over.
    await expect
      .poll(() => page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))
      .toContain(encodeURIComponent(`/product/${product._id}`));
    await checkScreen(page, 'product-server-rendered', viewport);

    // Taken over: the buttons work and the next screens come from the browser.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Businesses' }).click();
    // Product cards name their shop too: the store's link is looked for once the list is shops.
    await page.getByRole('button', { name: 'Businesses', pressed: true }).waitFor();
    await page.waitForURL(/tab=businesses/);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: new RegExp(store.name) })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page
      .getByRole('link', { name: new RegExp(store.name) })
      .first()
      .click();
    await page.waitForURL(`**/store/${store.handle}`);
    await expect
      .poll(() => page.getByRole('heading', { name: store.name }).first().isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('a button tapped before the code arrives is answered once it has', async () => {
    const page = await openPage(browser, viewport);
    const errors = collectErrors(page);
    // A slow network: the code arrives well after the page is read.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/product/${product._id}`, { waitUntil: 'domcontentloaded' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await add.click();
    await expectToast(page, 'Success', 'added to your cart');
    // Two taps on the same button before the code came count once.
    await expect
      .poll(() => page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a signed-in shopper sees their own account and cart on a server-rendered page', async () => {
    const page = await openPage(browser, viewport);
    const errors = collectErrors(page);
    await logIn(page, 'ada@oja.ng', 'oja-shopper-2026');
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Success', 'added to your cart');
    await page.goto('/');
    if (viewport.width >= 576) {
      await expect
        .poll(() => page.getByRole('link', { name: 'My account' }).isVisible())
        .toBe(true);
    }
    await expect
      .poll(() => page.getByRole('button', { name: /^Cart, [1-9]/ }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
