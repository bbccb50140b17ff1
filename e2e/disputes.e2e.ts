import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, deliveredOrder } from './api.ts';
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

const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
const FINANCE = { username: 'finance@oja.ng', password: STAFF_PASSWORD };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('disputes at $width px', (viewport) => {
  it('a buyer disputes a delivered order, the seller answers, and finance refunds half', async () => {
    const { businessId, shopper, order } = await deliveredOrder(
      VENDOR,
      `${viewport.width}${Date.now().toString().slice(-6)}`,
      '0706',
    );

    // The buyer opens the dispute from the order's page.
    const buyer = await openPage(browser, viewport);
    await logIn(buyer, shopper.username, shopper.password);
    await buyer.goto(`/shopper/my-order/${order._id}`);
    await buyer.getByRole('button', { name: 'Open a dispute' }).click();
    await buyer.getByRole('radio', { name: 'I got the wrong item' }).check();
    // Too short: the server's message shows under the field.
    await buyer.getByLabel('What happened').fill('Wrong');
    await buyer.getByRole('button', { name: 'Open dispute' }).click();
    await buyer.getByText('Say what happened (10 characters or more)').waitFor();
    await buyer
      .getByLabel('What happened')
      .fill('I ordered the indigo one and got a plain white cloth');
    await buyer.getByRole('button', { name: 'Open dispute' }).click();
    await expectToast(buyer, 'Success', 'Dispute opened');
    await buyer.getByText('Oja is deciding').waitFor();
    await checkScreen(buyer, 'order-dispute', viewport);

    // The seller answers from the order's drawer.
    const seller = await openPage(browser, viewport);
    await logIn(seller, VENDOR.username, VENDOR.password);
    await seller.goto(`/vendor/${businessId}/orders?order=${order._id}`);
    await seller.getByText('I ordered the indigo one and got a plain white cloth').waitFor();
    await seller.getByLabel('Add to the dispute').fill('We packed the indigo cloth; waybill 55123');
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(seller, 'Success', 'Message sent');
    await seller.context().close();

    // Finance reads both sides and refunds half.
    const half = Math.round(order.totalAmount * 50) / 100;
    const page = await openPage(browser, viewport);
    await enterConsole(page, viewport, FINANCE);
    await goToMenu(page, viewport, 'Disputes');
    await page.waitForURL('**/console/disputes');
    await page
      .locator('.mantine-Card-root')
      .filter({ hasText: formatNaira(order.totalAmount) })
      .filter({ hasText: 'Amaka Obi' })
      .first()
      .click();
    await page.getByText('We packed the indigo cloth; waybill 55123').waitFor();
    await page.getByRole('radio', { name: 'Refund the buyer' }).check();
    await page.getByLabel('Refund (₦)').fill(String(half));
    await page.getByLabel('Why').fill('The buyer’s photo shows the wrong colour');
    await page.getByRole('button', { name: 'Record decision' }).click();
    await expectToast(page, 'Success', 'the refund is in the buyer’s wallet');
    await page.getByText(`Decided: ${formatNaira(half)} went back to the buyer.`).waitFor();
    await page.getByText('Decided a dispute').waitFor();
    await checkScreen(page, 'console-dispute', viewport);

    // Finance's money queue: withdrawals waiting on the bank, or refused by it…
    await goToMenu(page, viewport, 'Money');
    await page.waitForURL('**/console/money');
    await page
      .getByText(/^\d+ withdrawals?$|No withdrawal is waiting on the bank/)
      .first()
      .waitFor();
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Failed').click();
    await page
      .getByText(/^\d+ withdrawals?$|No withdrawal has failed/)
      .first()
      .waitFor();
    await checkScreen(page, 'console-money', viewport);
    // …and card payments Paystack has not settled.
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Card payments').click();
    await page
      .getByText(/^\d+ payments?$|Paystack has answered for every card payment/)
      .first()
      .waitFor();
    await page.close();

    await buyer.reload();
    await buyer.getByText(`Oja refunded ${formatNaira(half)} to your Oja wallet.`).waitFor();
    const me = await call<{ _id: string }>('GET', '/users/me', shopper.token);
    const wallet = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${me._id}`,
      shopper.token,
    );
    expect(wallet.balance).toBe(half);
    await buyer.context().close();
  });
});
