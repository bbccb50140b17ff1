import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundWallet, registerShopper } from './api.ts';
import { enterConsole, STAFF_PASSWORD } from './console-support.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
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
    const card = page.getByRole('article').filter({ hasText: headline });
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

const SUPPORT = { username: 'support@oja.ng', password: 'oja-support-2026' };

describe.each(VIEWPORTS)('marketplace listing requests at $width px', (viewport) => {
  it('a vendor asks to be listed, support lists the store from the console, and the vendor sees it', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0918');
    const name = `Ngozi Fabrics ${stamp}`;
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name,
      handle: `ngozi-fabrics-${stamp}`,
      state: 'Anambra',
    });

    const shop = await openPage(browser, viewport);
    await logIn(shop, vendor.username, vendor.password);
    await shop.goto(`/vendor/${business._id}`);
    await goToMenu(shop, viewport, 'Profile');
    await shop.getByRole('button', { name: 'Request marketplace listing' }).click();
    await expectToast(
      shop,
      'Success',
      'Your request to be listed on the marketplace has been sent',
    );
    await shop.getByText('Under review').waitFor();

    const desk = await openPage(browser, viewport);
    await enterConsole(desk, viewport, SUPPORT);
    await goToMenu(desk, viewport, 'Reviews');
    await desk.getByRole('radiogroup', { name: 'What' }).getByText('Listings').click();
    const card = desk.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    await checkScreen(desk, 'console-listings', viewport);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(desk, 'Success', `${name} is listed on the marketplace`);
    await card.waitFor({ state: 'detached' });

    await shop.reload();
    await shop.getByText('Listed', { exact: true }).waitFor();
    await shop
      .getByText('Your store is featured first among the popular stores shoppers see on Oja.')
      .waitFor();
    expect(await shop.getByRole('button', { name: 'Request marketplace listing' }).count()).toBe(0);
    await Promise.all([shop.close(), desk.close()]);
  });
});
