import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { deliveredOrder } from './api.ts';
import { checkScreen, expectToast, launchBrowser, logIn, openPage, VIEWPORTS } from './support.ts';

/** Adire Lounge accepts returns; tunde@oja.ng owns it. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('returns at $width px', (viewport) => {
  it('a customer returns a delivered order, the vendor confirms it and the customer is refunded', async () => {
    const { businessId, shopper, order } = await deliveredOrder(
      VENDOR,
      `${viewport.width}${Date.now().toString().slice(-6)}`,
      '0705',
    );
    const number = `#${order._id.slice(-6).toUpperCase()}`;

    const customer = await openPage(browser, viewport);
    await logIn(customer, shopper.username, shopper.password);
    await customer.goto(`/shopper/my-order/${order._id}`);
    await customer.getByRole('button', { name: 'Request a return' }).click();
    const question = customer.getByRole('dialog', { name: 'Return this order?' });
    await question.getByRole('button', { name: 'Request a return' }).click();
    await expectToast(customer, 'Success', 'Order returned successfully');
    await customer.getByText('Return requested', { exact: true }).first().waitFor();
    await checkScreen(customer, 'order-returned', viewport);

    const seller = await openPage(browser, viewport);
    await logIn(seller, VENDOR.username, VENDOR.password);
    await seller.goto(`/vendor/${businessId}/orders`);
    await seller.getByRole('tab', { name: 'Failed or returned' }).click();
    await seller.getByRole('button', { name: `Confirm Return ${number}` }).click();
    const confirm = seller.getByRole('dialog', { name: `Confirm the return of order ${number}?` });
    await confirm
      .getByText('Confirm only once the items are back with you.', { exact: false })
      .waitFor();
    // Let the dialog finish fading in before the picture and the contrast check.
    await expect.poll(() => confirm.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await checkScreen(seller, 'vendor-confirm-return', viewport);
    await confirm.getByRole('button', { name: 'Confirm Return' }).click();
    await expectToast(seller, 'Success', 'Order return confirmed successfully');
    await seller
      .getByRole('button', { name: `Confirm Return ${number}` })
      .waitFor({ state: 'detached' });

    await customer.reload();
    const refund = customer.getByRole('alert').filter({ hasText: 'Refunded' });
    await refund.getByText('was refunded to your Oja wallet').waitFor();
    expect(await refund.textContent()).toContain(formatNaira(order.totalAmount));
    await checkScreen(customer, 'order-refunded', viewport);
    await customer.context().close();
    await seller.context().close();
  });
});
