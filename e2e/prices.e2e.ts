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

const FINANCE = { username: 'finance@oja.ng', password: STAFF_PASSWORD };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// Each width prices another item, later than any journey runs, so no journey's price changes.
const ITEM = { 375: 'Pro plan', 1280: 'Stellar super-like' } as const;
const PRICE = { 375: '13500', 1280: '1200' } as const;
const SHOWN = { 375: '₦13,500', 1280: '₦1,200' } as const;

describe.each(VIEWPORTS)("Oja's prices at $width px", (viewport) => {
  it('finance picks an item from its row and sets its price from a later date, with a reason', async () => {
    const width = viewport.width as 375 | 1280;
    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, FINANCE);
    await goToMenu(page, viewport, 'Prices');
    await page.getByRole('heading', { name: 'Plans, a month' }).waitFor();
    await page.getByRole('heading', { name: 'Verification badges' }).waitFor();
    await page.getByRole('button', { name: `Change the price of the ${ITEM[width]}` }).click();
    await page.getByLabel('Item').waitFor();
    const chosen = await page
      .getByLabel('Item')
      .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]!.text);
    if (chosen !== ITEM[width]) throw new Error(`The form chose ${chosen}`);

    // Without a reason the server says what is missing, under the field.
    await page.getByLabel('New price (₦)').fill(PRICE[width]);
    await page.getByLabel('Starts').fill('2031-01-01T09:00');
    await page.getByRole('button', { name: 'Set price' }).click();
    await page.getByText('Say why the price changes').first().waitFor();
    await page.getByLabel('Why').fill(`Prices for 2031 agreed by the board (${width} px)`);
    await page.getByRole('button', { name: 'Set price' }).click();
    await expectToast(
      page,
      'Success',
      new RegExp(`${ITEM[width]}: ${SHOWN[width]} from 1 Jan 2031`),
    );
    await page.getByText(`${SHOWN[width]} from 1 Jan 2031`).first().waitFor();
    await checkScreen(page, 'console-prices', viewport);
    await page.close();
  });
});
