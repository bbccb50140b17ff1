import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { enterConsole, STAFF_PASSWORD } from './console-support.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  openPage,
  VIEWPORTS,
} from './support.ts';

const CONTENT = { username: 'content@oja.ng', password: STAFF_PASSWORD };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('the blog in the console at $width px', (viewport) => {
  it('content staff write an article in Markdown, preview it and publish it on the blog', async () => {
    const title = `Packing orders for the rainy season (${viewport.width} px)`;
    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, CONTENT);
    await goToMenu(page, viewport, 'Blog');
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('heading', { name: 'New article' }).waitFor();

    // What is missing is said under each field, from the server.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Write the title').waitFor();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Summary')
      .fill('Keep parcels dry from Lagos to Port Harcourt: bags, tape and what to tell couriers.');
    await page.getByLabel('Tags').fill('delivery, packaging');
    await page
      .getByLabel('Article (Markdown)')
      .fill(
        '## Double-bag everything\n\nRain finds every gap. Put each order in a **sealed nylon bag**, then in the box, and write the buyer’s phone number outside.',
      );
    await page.getByRole('radiogroup', { name: 'Body' }).getByText('Preview').click();
    await page.getByRole('heading', { name: 'Double-bag everything' }).waitFor();
    await checkScreen(page, 'console-article', viewport);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Success', 'Article published');
    await page.getByRole('heading', { name: title }).waitFor();

    const slug = new URL(
      (await page.getByRole('link', { name: 'See it on the blog' }).getAttribute('href'))!,
      'http://oja.test',
    ).pathname;
    await page.goto(slug);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('sealed nylon bag').waitFor();
    await page.close();
  });
});
