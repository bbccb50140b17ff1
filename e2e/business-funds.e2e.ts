import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, paidOrder, registerShopper } from './api.ts';
import { checkScreen, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

const COMMISSION_PERCENT = 5;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('a business balance on hold at $width px', (viewport) => {
  it('a new seller sees that fresh earnings wait before they can go to a bank, and from when', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    const vendor = await registerShopper(stamp, '0815');
    const business = await call<{ _id: string }>('POST', '/businesses', vendor.token, {
      name: `Enugu Raffia ${stamp}`,
      handle: `enugu-raffia-${stamp}`,
      state: 'Enugu',
    });
    await call('POST', '/products', vendor.token, {
      businessId: business._id,
      name: `Raffia market basket ${stamp}`,
      description: 'Woven by hand in Nsukka',
      unitPrice: 8_000,
      quantity: 5,
    });
    const shopper = await registerShopper(`9${stamp}`, '0816');
    const order = await paidOrder(shopper.token, business._id);
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      await call('PUT', `/orders/${order._id}/status`, vendor.token, { status });
    await call('PUT', `/orders/${order._id}/status`, shopper.token, { status: 'RECEIVED' });
    // The platform's commission is taken in kobo, rounded down.
    const totalKobo = Math.round(order.totalAmount * 100);
    const net = (totalKobo - Math.floor((totalKobo * COMMISSION_PERCENT) / 100)) / 100;

    const page = await openPage(browser, viewport);
    await logIn(page, vendor.username, vendor.password);
    await page.goto(`/vendor/${business._id}/account-details`);
    const held = page.getByRole('group', { name: 'Held for withdrawals' });
    await held.getByText(`${formatNaira(0)} can be withdrawn now.`).waitFor();
    await held
      .getByText(new RegExp(`^${escape(formatNaira(net))} can be withdrawn from \\d{1,2} \\w{3}`))
      .waitFor();
    await page.getByText('Add and confirm a payout bank account to withdraw.').waitFor();
    await checkScreen(page, 'business-funds-held', viewport);
    await page.context().close();
  });
});
