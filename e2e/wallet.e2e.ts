import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkScreen,
  codeSentTo,
  expectToast,
  fillNewAddress,
  goToMenu,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';
import { formatNaira } from '../src/shared/format.ts';
import { call, registerShopper } from './api.ts';

/** A demo vendor (Oyo Menswear), who turns down the order paid from the wallet. */
const VENDOR = { username: 'vendor05@oja.ng', password: 'oja-vendor-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(VIEWPORTS)('wallet at $width px', (viewport) => {
  it('a shopper funds the wallet on the payment page, pays an order from it, gets the refund back into it and withdraws', async () => {
    const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
    // A new shopper each time, so the journey starts from an empty wallet.
    const shopper = await registerShopper(stamp, '0805');
    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);

    await goToMenu(page, viewport, 'Wallet');
    await page.waitForURL('**/shopper/wallet');
    await expect.poll(() => page.getByText('₦0').first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Fundings, refunds and payments from your wallet').isVisible())
      .toBe(true);
    // Below the minimum nothing can be sent.
    await page.getByLabel('Amount to add (₦)').fill('300');
    expect(await page.getByRole('button', { name: 'Fund wallet' }).isDisabled()).toBe(true);
    await checkScreen(page, 'wallet', viewport);

    await page.getByRole('button', { name: '₦10,000' }).click();
    await page.getByRole('button', { name: 'Fund wallet' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.locator('button[value="success"]').click();
    await page.waitForURL(/\/shopper\/wallet\?funding=/);
    await expect
      .poll(() => page.getByText('₦10,000 was added to your wallet.').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Wallet funded by card').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('+₦10,000').isVisible()).toBe(true);
    await checkScreen(page, 'wallet-funded', viewport);
    await page.getByRole('switch', { name: 'Pay from my wallet by default at checkout' }).check();
    await expect
      .poll(() => page.getByLabel('Pay from my wallet by default at checkout').isChecked())
      .toBe(true);

    // A product the wallet covers with its delivery, from a demo vendor's business (the vendor
    // turns the order down below), bought from the wallet: no payment page.
    const vendor = await call<{ accessToken: string; user: { businesses: { _id: string }[] } }>(
      'POST',
      '/users/login',
      undefined,
      VENDOR,
    );
    const { results } = await call<{
      results: { _id: string; unitPrice: number; quantity: number; variants: unknown[] }[];
    }>('GET', `/products?productBusinessId=${vendor.user.businesses[0]!._id}&limit=50`);
    const cheap = results
      .filter((p) => p.quantity > 0 && !p.variants.length)
      .sort((a, b) => a.unitPrice - b.unitPrice)[0]!;
    await page.goto(`/product/${cheap._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Success', 'added to your cart');
    await page.goto('/shopper/checkout');
    await fillNewAddress(page);
    // Chosen already: the shopper made the wallet their default way to pay.
    expect(await page.getByLabel(/^Pay from wallet \(₦10,000 available\)/).isChecked()).toBe(true);
    await checkScreen(page, 'checkout-from-wallet', viewport);
    await page.getByRole('button', { name: /^Pay ₦/ }).click();
    await page.waitForURL(/\/shopper\/checkout\/result\?/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });
    await goToMenu(page, viewport, 'Wallet');
    await expect.poll(() => page.getByText('Paid for an order').isVisible()).toBe(true);

    // The vendor cannot fill it and rejects it: the whole payment is back in the wallet.
    const { results: orders } = await call<{ results: { _id: string; totalAmount: number }[] }>(
      'GET',
      '/orders',
      shopper.token,
    );
    await call('PUT', `/orders/${orders[0]!._id}/status`, vendor.accessToken, {
      status: 'REJECTED',
    });
    await page.reload();
    await expect.poll(() => page.getByText('Refund of an order').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(`+${formatNaira(orders[0]!.totalAmount)}`).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('₦10,000').first().isVisible()).toBe(true);
    // Filters narrow the history: this week's refunds are the one just made.
    await page.getByLabel('Date').selectOption('7');
    await page.getByLabel('Status').selectOption('SUCCESS');
    await expect.poll(() => page.getByText('Refund of an order').isVisible()).toBe(true);
    await checkScreen(page, 'wallet-refunded', viewport);
    await page.getByLabel('Status').selectOption('REVERSED');
    await expect
      .poll(() => page.getByText('No movements match these filters.').isVisible())
      .toBe(true);
    await page.getByLabel('Date').selectOption('');
    await page.getByLabel('Status').selectOption('');

    // The rest goes to the shopper's bank: a payout account (named by the bank, confirmed by a
    // code), then a withdrawal with its fee shown first, settled by the provider in seconds.
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await page.getByPlaceholder('Search for your bank').fill('Guaranty');
    await page.getByRole('option', { name: /Guaranty Trust Bank/ }).click();
    await page.getByLabel('Account number').fill('0123456789');
    await page.getByRole('button', { name: 'Check account name' }).click();
    await page.getByText('LAWAL MUSA ADEBAYO').waitFor();
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expectToast(page, 'Success', 'enter it to confirm this bank account');
    await page
      .getByLabel('Code', { exact: true })
      .fill(await codeSentTo(page, `amaka${stamp}@example.ng`));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success', 'Bank Account added successfully');
    await page.getByLabel('Amount to withdraw (₦)').fill('1000');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => page.getByText(/Transfer fee ₦10(?![\d.,])/).isVisible()).toBe(true);
    await checkScreen(page, 'withdraw-review', viewport);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expectToast(page, 'Success', /Withdrawal was successful(?!ly)/);
    await expect
      .poll(() => page.getByText('Withdrawal to your bank account, with its fee').isVisible())
      .toBe(true);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByText('Withdrawal to your bank account, with its fee').waitFor();
          return page
            .getByRole('paragraph')
            .filter({ hasText: /^Success$/ })
            .count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBeGreaterThanOrEqual(3);
  });
});
