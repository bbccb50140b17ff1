import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import { call, fundWallet, paidOrder, registerShopper } from './api.ts';
import {
  checkScreen,
  expectStillOnTakeOver,
  expectToast,
  fillNewAddress,
  launchBrowser,
  logIn,
  openPage,
  VIEWPORTS,
} from './support.ts';

/** The demo vendor: the shopper's order from one of their businesses earns the points. */
const VENDOR = { username: 'tunde@oja.ng', password: 'oja-vendor-2026' };
/** What the wallet pays once the points are spent. */
const REST = 500;

type Post = { _id: string; author: { name: string }; active: boolean; subscribersOnly: boolean };
type Product = { _id: string; name: string; variants: unknown[] };
/** Points may pay up to this share of an order (the default of POINTS_ORDER_SHARE_PERCENT). */
const ORDER_SHARE_PERCENT = 20;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const points = (n: number) => `${n.toLocaleString('en-NG')} ${n === 1 ? 'point' : 'points'}`;

/** A new shopper whose received order earned points, with ₦500 in the wallet. */
async function shopperWithPoints(stamp: string) {
  const vendor = await call<{ accessToken: string; user: { businesses: { _id: string }[] } }>(
    'POST',
    '/users/login',
    undefined,
    VENDOR,
  );
  const shopper = await registerShopper(stamp, '0919');
  const order = await paidOrder(shopper.token, vendor.user.businesses[0]!._id);
  for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
    await call('PUT', `/orders/${order._id}/status`, vendor.accessToken, { status });
  await call('PUT', `/orders/${order._id}/status`, shopper.token, { status: 'RECEIVED' });
  // Points follow the order's news a moment later.
  await expect
    .poll(
      async () =>
        (await call<{ available: number }>('GET', '/rewards/summary', shopper.token)).available,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  const me = await call<{ _id: string }>('GET', '/users/me', shopper.token);
  await fundWallet(shopper.token, me._id, REST);
  const { available } = await call<{ available: number }>('GET', '/rewards/summary', shopper.token);
  return { ...shopper, id: me._id, available, businessId: vendor.user.businesses[0]!._id };
}

/** "₦12,345" back to 12345. */
const nairaOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe.each(VIEWPORTS)('paying with points at $width px', (viewport) => {
  it('a shopper spends their points on a gift, the wallet paying the rest, and the Rewards screen shows them gone', async () => {
    const shopper = await shopperWithPoints(`${viewport.width}${Date.now().toString().slice(-6)}`);
    const n = shopper.available;
    const { results } = await call<{ results: Post[] }>('GET', '/posts?limit=20');
    const post = results.find((p) => p.active && !p.subscribersOnly)!;

    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto('/shopper/rewards');
    const held = page.getByRole('group', { name: 'Available points' });
    await held.getByText(points(n), { exact: true }).waitFor();

    // A gift of the points and ₦500 more: the points pay their part, the wallet the rest.
    await page.goto(`/post/${post._id}`);
    await page.getByRole('button', { name: /^Send a gift, / }).click();
    const sheet = page.getByRole('dialog', { name: `Send ${post.author.name} a gift` });
    await sheet.getByLabel('Amount (₦)').fill(String(n + REST));
    const use = sheet.getByRole('switch', { name: 'Use my points' });
    await sheet.getByText(`${points(n)} available — ${formatNaira(n)} off`).waitFor();
    expect(await use.isChecked()).toBe(false);
    await sheet.getByRole('button', { name: `Send ${formatNaira(n + REST)}` }).waitFor();
    // The wallet cannot pay the whole gift...
    const wallet = sheet.getByRole('radio', { name: /Oja wallet/ });
    await expect.poll(() => wallet.isDisabled()).toBe(true);
    await use.check();
    // ...but it covers the rest once the points pay their part.
    await sheet.getByRole('group', { name: 'Pay the rest with' }).waitFor();
    await expect.poll(() => wallet.isChecked()).toBe(true);
    const send = sheet.getByRole('button', {
      name: `Send ${formatNaira(n + REST)} (${formatNaira(REST)} + ${points(n)})`,
    });
    await send.waitFor();
    await checkScreen(page, 'points-pay-gift', viewport);
    await send.click();
    await expectToast(page, 'Success', 'Gift sent successfully');

    // Spent: none left, and the wallet paid only the rest.
    const left = await call<{ balance: number }>(
      'GET',
      `/payments/wallet/${shopper.id}`,
      shopper.token,
    );
    expect(left.balance).toBe(0);
    await page.goto('/shopper/rewards');
    await held.getByText(points(0), { exact: true }).waitFor();
    await checkScreen(page, 'points-pay-rewards', viewport);

    // With no points left, a gift offers none.
    await page.goto(`/post/${post._id}`);
    await page.getByRole('button', { name: /^Send a gift, / }).click();
    await sheet.getByRole('button', { name: /^Send / }).waitFor();
    expect(await sheet.getByRole('switch', { name: 'Use my points' }).count()).toBe(0);
    await page.context().close();
  });
  it('a shopper pays part of a checkout with points, up to Oja’s share, and the order shows them', async () => {
    const shopper = await shopperWithPoints(`${viewport.width}${Date.now().toString().slice(-6)}`);
    const { results } = await call<{ results: Product[] }>(
      'GET',
      `/products?productBusinessId=${shopper.businessId}&activeProduct=true&productQuantity=2&limit=50`,
    );
    const product = results.find((p) => p.variants.length === 0)!;

    // The page stays still while its code runs, so Add to cart is where the shopper taps.
    await expectStillOnTakeOver(browser, viewport, `/product/${product._id}`, 'Add to cart');
    const page = await openPage(browser, viewport);
    await logIn(page, shopper.username, shopper.password);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Success', 'added to your cart');
    await page.goto('/shopper/checkout');
    await fillNewAddress(page);

    // Not used until asked: the button says the whole total.
    const pay = page.getByRole('button', { name: /^Pay ₦/ });
    const total = nairaOf((await pay.textContent())!);
    const most = Math.floor((total * ORDER_SHARE_PERCENT) / 100);
    const used = Math.min(shopper.available, most);
    const use = page.getByRole('switch', { name: 'Use my points' });
    expect(await use.isChecked()).toBe(false);
    await use.check();
    // The points come off; the button says exactly what is charged, and what points pay.
    await page.getByText(`Oja points (${points(used)})`).waitFor();
    const rest = total - used;
    const charged = page.getByRole('button', {
      name: `Pay ${formatNaira(rest)} + ${points(used)}`,
    });
    await charged.waitFor();
    await checkScreen(page, 'points-pay-checkout', viewport);
    await charged.click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.getByText(formatNaira(rest), { exact: false }).first().waitFor();
    await page.locator('button[value="success"]').click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 15_000 });

    // The order keeps the points it was paid with; the shopper holds the rest of theirs.
    const summary = await call<{ available: number }>('GET', '/rewards/summary', shopper.token);
    expect(summary.available).toBe(shopper.available - used);
    const mine = await call<{ results: { _id: string; points: number }[] }>(
      'GET',
      `/orders?orderByCustomerId=${shopper.id}&orderTransactionPaid=1&limit=1`,
      shopper.token,
    );
    expect(mine.results[0]!.points).toBe(used);
    await page.goto(`/shopper/my-order/${mine.results[0]!._id}`);
    await page.getByText('Paid with Oja points').waitFor();
    await page.getByText(points(used), { exact: true }).waitFor();
    await checkScreen(page, 'points-pay-order', viewport);
    await page.context().close();
  });
});
