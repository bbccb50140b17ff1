import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundWallet, registerShopper } from './api.ts';
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

describe.each(VIEWPORTS)('ad reviews in the console at $width px', (viewport) => {
  it('content staff reject an ad in review with a reason, and its budget goes back', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0917');
    const me = await call<{ _id: string }>('GET', '/users/me', vendor.token);
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name: `Zainab Perfumes ${stamp}`,
      handle: `zainab-perfumes-${stamp}`,
      state: 'Kano',
    });
    const product = await call<{ _id: string }>('POST', '/products', vendor.token, {
      businessId: business._id,
      name: `Oud oil 12 ml ${stamp}`,
      unitPrice: 7_500,
      quantity: 12,
    });
    await fundWallet(vendor.token, me._id, 5_000);
    const headline = `Oud from Kano ${stamp}`;
    await call('POST', '/ads', vendor.token, {
      kind: 'PRODUCT',
      targetId: product._id,
      headline,
      placements: ['HOME_PAGE'],
      dailyBudget: 1_000,
      days: 3,
      maxCpc: 50,
      amount: 3_000,
      payWith: 'WALLET',
    });

    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, CONTENT);
    await goToMenu(page, viewport, 'Reviews');
    await page.waitForURL('**/console/reviews');
    const card = page.locator('.mantine-Card-root').filter({ hasText: headline });
    await card.waitFor();
    await card.getByRole('button', { name: 'Reject…' }).click();
    // The reason is required: the server's message shows under the field.
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    await card
      .getByText('Say why it is rejected (5 characters or more): the requester is told')
      .waitFor();
    await card.getByLabel('Why it is rejected').fill('The picture shows another perfume');
    await checkScreen(page, 'console-reviews', viewport);
    await card.getByRole('button', { name: 'Reject', exact: true }).click();
    await expectToast(page, 'Success', 'Rejected: its budget went back to the owner');
    await card.waitFor({ state: 'detached' });
    const wallet = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${me._id}`,
      vendor.token,
    );
    expect(wallet.balance).toBe(5_000);
    await page.close();
  });
});
