import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, paidOrder, registerShopper } from './api.ts';
import {
  checkScreen,
  expectToast,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** A demo vendor and the business they own (Oyo Menswear). */
const VENDOR = { username: 'vendor05@oja.ng', password: 'oja-vendor-2026' };
const COMMISSION_PERCENT = 5;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('vendor order journeys at $width px', (viewport) => {
  let vendorToken: string;
  let businessId: string;
  let shopperToken: string;
  beforeAll(async () => {
    const vendor = await call<{ accessToken: string; user: { businesses: { _id: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    vendorToken = vendor.accessToken;
    businessId = vendor.user.businesses[0]!._id;
    shopperToken = (await registerShopper(`${viewport.width}${Date.now().toString().slice(-6)}`))
      .token;
  });

  it('a vendor accepts a paid request, ships and delivers it, tracks it, and is paid less commission once the customer confirms receipt', async () => {
    const order = await paidOrder(shopperToken, businessId);
    const number = `#${order._id.slice(-6).toUpperCase()}`;
    const before = await call<{ curr_balance: number; total_revenue: number }>(
      'GET',
      `/businesses/${businessId}`,
      vendorToken,
    );

    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${businessId}`);
    await page.getByRole('link', { name: /New requests/ }).click();
    await page.waitForURL(`**/vendor/${businessId}/business-requests`);
    const accept = page.getByRole('button', { name: `Accept Order ${number}` });
    await accept.waitFor();
    await checkScreen(page, 'vendor-business-requests', viewport);

    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${number}` });
    await drawer.getByText('Amaka Obi').first().waitFor();
    await drawer.getByText('7 Ogui Road').waitFor();
    await drawer.getByText(formatNaira(order.totalAmount)).first().waitFor();
    await checkScreen(page, 'vendor-order-detail', viewport);
    await drawer.getByRole('button', { name: 'Close order' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await accept.click();
    const acceptQuestion = page.getByRole('dialog', { name: `Accept order ${number}?` });
    await acceptQuestion.getByText('Amaka Obi is told that you accepted the order').waitFor();
    await acceptQuestion.getByRole('button', { name: 'Accept Order' }).click();
    await expectToast(page, 'Success', 'Order accepted successfully');
    await accept.waitFor({ state: 'detached' });

    await goToMenu(page, viewport, 'Orders');
    await page.waitForURL(`**/vendor/${businessId}/orders`);
    await page.getByRole('tab', { name: 'In progress', selected: true }).waitFor();
    // Each move is confirmed: a second tap where the button was opens a question, not a move.
    const ship = page.getByRole('button', { name: `Ship Order ${number}` });
    await ship.click();
    const shipQuestion = page.getByRole('dialog', { name: `Ship order ${number}?` });
    await shipQuestion.getByText('is told that the order is on its way').waitFor();
    await expect.poll(() => shipQuestion.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await checkScreen(page, 'vendor-ship-question', viewport);
    await shipQuestion.getByRole('button', { name: 'Ship Order' }).click();
    await expectToast(page, 'Success', 'Order shipped successfully');
    await shipQuestion.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Deliver Order ${number}` }).click();
    const deliverQuestion = page.getByRole('dialog', {
      name: `Mark order ${number} as delivered?`,
    });
    await deliverQuestion.getByRole('button', { name: 'Go back' }).click();
    await deliverQuestion.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Deliver Order ${number}` }).click();
    await deliverQuestion.getByRole('button', { name: 'Deliver Order' }).click();
    await expectToast(page, 'Success', 'Order delivered successfully');
    await checkScreen(page, 'vendor-orders', viewport);

    await page.getByRole('button', { name: `Track Order ${number}` }).click();
    const tracking = page
      .getByRole('dialog', { name: `Order ${number}` })
      .getByRole('region', { name: 'Tracking' });
    for (const step of ['Order placed and paid', 'Accepted by you', 'Shipped', 'Delivered'])
      await tracking.getByText(step, { exact: true }).waitFor();
    await tracking.getByText('Received by the customer').waitFor();
    await checkScreen(page, 'vendor-order-tracking', viewport);
    await page.getByRole('button', { name: 'Close order' }).click();

    await call('PUT', `/orders/${order._id}/status`, shopperToken, { status: 'RECEIVED' });
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page.getByRole('button', { name: `Details of order ${number}` }).waitFor();

    // The platform's commission is taken in kobo, rounded down.
    const totalKobo = Math.round(order.totalAmount * 100);
    const net = (totalKobo - Math.floor((totalKobo * COMMISSION_PERCENT) / 100)) / 100;
    await page.goto(`/vendor/${businessId}`);
    const balance = page.getByRole('region', { name: 'Current balance' });
    await expect
      .poll(() => balance.textContent())
      .toContain(formatNaira(before.curr_balance + net));
    await expect
      .poll(() => page.getByRole('region', { name: 'Total revenue' }).textContent())
      .toContain(formatNaira(before.total_revenue + net));
    await checkScreen(page, 'vendor-dashboard-paid', viewport);
    await page.context().close();
  });

  it('a vendor rejects a paid request after confirming; the customer is refunded and the order is listed as failed', async () => {
    const order = await paidOrder(shopperToken, businessId);
    const number = `#${order._id.slice(-6).toUpperCase()}`;
    const page = await openPage(browser, viewport);
    await logIn(page, VENDOR.username, VENDOR.password);
    await page.goto(`/vendor/${businessId}`);
    await goToMenu(page, viewport, 'Business requests');
    await page.getByRole('button', { name: `Reject ${number}` }).click();
    const question = page.getByRole('dialog', { name: `Reject order ${number}?` });
    await question.getByText(`is refunded ${formatNaira(order.totalAmount)}`).waitFor();
    await checkScreen(page, 'vendor-reject-question', viewport);
    await question.getByRole('button', { name: 'Go back' }).click();
    await question.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Reject ${number}` }).click();
    await question.getByRole('button', { name: 'Reject order' }).click();
    await expectToast(page, 'Success', 'Order rejected successfully');
    await page.getByRole('button', { name: `Reject ${number}` }).waitFor({ state: 'detached' });

    await goToMenu(page, viewport, 'Orders');
    await page.getByRole('tab', { name: 'Failed or returned' }).click();
    await page.getByRole('button', { name: `Details of order ${number}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${number}` });
    await drawer.getByText('Rejected', { exact: true }).waitFor();
    await drawer.getByText(/went back to the customer.s Oja wallet/).waitFor();
    await drawer.getByText('Rejected, the customer was refunded').waitFor();
    await checkScreen(page, 'vendor-order-rejected', viewport);
    await page.context().close();
  });
});
