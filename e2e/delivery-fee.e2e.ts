import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerShopper } from './api.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

type Business = {
  _id: string;
  deliveryFees: { defaultFee: number; stateFees: { state: string; fee: number }[] };
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('delivery fees at $width px', (viewport) => {
  it('a vendor sets a default fee and one for Lagos: a wrong amount is named, the right ones kept', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0818');
    const business = await call<Business>('POST', '/businesses', vendor.token, {
      name: `Yaba Fabrics ${stamp}`,
      handle: `yaba-fabrics-${stamp}`,
      state: 'Lagos',
    });
    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto(`/vendor/${business._id}`);
    await goToMenu(page, viewport, 'Delivery fee');
    await page.waitForURL('**/delivery-fee');
    await page.getByRole('heading', { name: 'Delivery fee', level: 1 }).waitFor();

    // Not an amount: the field says so and nothing is sent.
    const defaultFee = page.getByLabel('Default delivery fee (₦)');
    await defaultFee.fill('fifteen hundred');
    await page.getByRole('button', { name: 'Save delivery fees' }).click();
    await page.getByText('Enter the fee in naira, 0 for free delivery').waitFor();
    expect(await defaultFee.getAttribute('aria-invalid')).toBe('true');

    await defaultFee.fill('1,500');
    await page.getByRole('button', { name: 'Add state' }).click();
    await page.getByLabel('State 1', { exact: true }).selectOption('Lagos');
    await page.getByLabel('Fee for state 1 (₦)').fill('2500.50');
    await checkScreen(page, 'delivery-fee', viewport);
    await page.getByRole('button', { name: 'Save delivery fees' }).click();
    await expectToast(page, 'Success', 'Delivery fees updated');

    const saved = await call<Business>('GET', `/businesses/${business._id}`, vendor.token);
    expect(saved.deliveryFees).toEqual({
      defaultFee: 1500,
      stateFees: [{ state: 'Lagos', fee: 2500.5 }],
    });

    // Back later: the form starts from what was saved.
    await page.reload();
    await page.getByLabel('Fee for state 1 (₦)').waitFor();
    expect(await page.getByLabel('Default delivery fee (₦)').inputValue()).toBe('1500');
    expect(await page.getByLabel('State 1', { exact: true }).inputValue()).toBe('Lagos');
    expect(await page.getByLabel('Fee for state 1 (₦)').inputValue()).toBe('2500.5');
    await page.context().close();
  });
});
