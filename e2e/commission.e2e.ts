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

describe.each(VIEWPORTS)('the commission at $width px', (viewport) => {
  it('finance schedules a rate for later with its reason; the rate now stays', async () => {
    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, FINANCE);
    await goToMenu(page, viewport, 'Commission');
    await page.getByText(/^Now: \d+(\.\d+)? %$/).waitFor();
    const now = await page.getByText(/^Now: /).innerText();

    // Without a reason the server says what is missing, under the field.
    await page.getByLabel('New commission (%)').fill('6');
    await page.getByLabel('Starts').fill('2031-01-01T09:00');
    await page.getByRole('button', { name: 'Set commission' }).click();
    await page.getByText('Say why the commission changes').first().waitFor();
    const reason = `New year rate agreed with sellers (${viewport.width} px)`;
    await page.getByLabel('Why').fill(reason);
    await page.getByRole('button', { name: 'Set commission' }).click();
    await expectToast(page, 'Success', /Commission of 6 % from 1 Jan 2031/);
    await page.getByText(reason, { exact: false }).first().waitFor();
    await page.getByText(now, { exact: true }).waitFor();
    await checkScreen(page, 'console-commission', viewport);
    await page.close();
  });
});
