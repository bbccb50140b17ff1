import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import {
  checkScreen,
  codeSentTo,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('payout bank account at $width px', (viewport) => {
  it('a vendor adds the business’s bank account: the bank names it, a code confirms it', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0806');
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name: `Ikeja Phones ${stamp}`,
      handle: `ikeja-phones-${stamp}`,
      state: 'Lagos',
    });
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto(`/vendor/${business._id}`);
    await goToMenu(page, viewport, 'Account details');
    await page.waitForURL('**/account-details');
    await page.getByRole('button', { name: 'Add bank account' }).click();

    await page.getByPlaceholder('Search for your bank').fill('Guaranty');
    await page.getByRole('option', { name: /Guaranty Trust Bank/ }).click();
    await page.getByLabel('Account number').fill('0123456789');
    await page.getByRole('button', { name: 'Check account name' }).click();
    await expect.poll(() => page.getByText('LAWAL MUSA ADEBAYO').isVisible()).toBe(true);
    await checkScreen(page, 'payout-account-checked', viewport);
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expectToast(page, 'Success', 'enter it to confirm this bank account');

    await page
      .getByLabel('Code', { exact: true })
      .fill(await codeSentTo(page, `amaka${stamp}@example.ng`));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success', 'Bank Account added successfully');
    // The journeys' server has no safety hold (PAYOUT_HOLD_HOURS=0); the API tests cover it.
    await expect.poll(() => page.getByText('Ready for withdrawals').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('•••• 6789').isVisible()).toBe(true);
    await checkScreen(page, 'payout-account-confirmed', viewport);
  });
});
