import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
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
  it('a shopper resumes and cancels a top-up, funds the wallet, pays an order from it, gets the refund back into it and sees that card money waits before a withdrawal', async () => {
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

    // Where money is taken, a way of paying that cannot pay is never chosen: with ₦0 in the
    // wallet the ₦5,000 badge fee starts on card, and the wallet says why it cannot.
    await page.goto('/shopper/badge');
    await page.getByRole('heading', { name: 'Get verified', level: 1 }).waitFor();
    await page.getByText('Your wallet has ₦0; this costs ₦5,000.').waitFor();
    expect(await page.getByLabel(/^Oja wallet/).isDisabled()).toBe(true);
    expect(await page.getByLabel('Card (on Paystack)').isChecked()).toBe(true);
    await checkScreen(page, 'badge-wallet-short', viewport);

    // A top-up left on the payment page: listed under the balance and in the history, resumed
    // on the same page, then cancelled with nothing charged.
    await page.goto('/shopper/wallet');
    await page.getByLabel('Amount to add (₦)').fill('20000');
    await page.getByRole('button', { name: 'Fund wallet' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    const paymentPage = page.url();
    await page.goto('/shopper/wallet');
    const waiting = page.getByLabel('Top-up waiting');
    await waiting.getByText('Card top-up of ₦20,000 waiting for payment').waitFor();
    await page.getByText('Card top-up waiting for payment').waitFor();
    await checkScreen(page, 'wallet-top-up-waiting', viewport);
    await waiting.getByRole('button', { name: 'Resume payment' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    expect(page.url()).toBe(paymentPage);
    await page.goto('/shopper/wallet');
    await waiting.getByRole('button', { name: 'Cancel top-up' }).click();
    await expectToast(page, 'Success', 'Top-up cancelled; nothing was charged');
    await expect.poll(() => waiting.count()).toBe(0);
    await expect.poll(() => page.getByText('Card top-up waiting for payment').count()).toBe(0);
    await expect.poll(() => page.getByText('₦0').first().isVisible()).toBe(true);

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
    expect(await page.getByLabel(/^Oja wallet \(₦10,000 available\)/).isChecked()).toBe(true);
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
    // Card money (the top-up, and the refund of what it paid) can be spent at once but waits
    // before it can go to a bank: the wallet says how much and from when.
    const held = page.getByLabel('Held for withdrawals');
    await held.getByText('₦0 can be withdrawn now.', { exact: false }).waitFor();
    // What is left of the top-up and the refund of what it paid, each from its own time.
    await held
      .getByText(/^₦[\d,.]+ can be withdrawn from \d{1,2} \w{3}/)
      .first()
      .waitFor();
    await page.getByText(/₦0 available\./).waitFor();
    await page.getByLabel('Amount to withdraw (₦)').fill('1000');
    await page
      .getByText('With the ₦10 fee this is more than the ₦0 you can withdraw now.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(
      true,
    );
    await checkScreen(page, 'wallet-held', viewport);
    // Asked anyway (another tab, an old screen), the server refuses it and says why.
    const me = await call<{ _id: string }>('GET', '/users/me', shopper.token);
    const asked = await fetch(`${baseUrl()}/api/v1/payments/users/${me._id}/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'oja-dev-web-key',
        authorization: `Bearer ${shopper.token}`,
      },
      body: JSON.stringify({ amount: 1000, reason: 'FUND_WITHDRAWAL' }),
    });
    expect(asked.status).toBe(409);
    expect(JSON.stringify(await asked.json())).toContain('can be withdrawn from');
  });
});
