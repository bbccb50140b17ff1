import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../src/shared/format.ts';
import {
  baseUrl,
  checkScreen,
  expectToast,
  launchBrowser,
  openMenuIfPhone,
  openPage,
  VIEWPORTS,
  type Viewport,
} from './support.ts';

const API_KEY = 'oja-dev-web-key';
/** A demo vendor and the business they own (Iseyin Aso Oke). */
const VENDOR = { username: 'vendor05@oja.ng', password: 'oja-vendor-2026' };
const COMMISSION_PERCENT = 5;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: unknown };
  expect(res.ok, `${method} ${path}: ${JSON.stringify(json.message)}`).toBe(true);
  return json.data;
}

type Product = {
  _id: string;
  quantity: number;
  variants: { name: string; quantity: number }[];
};
type Order = {
  _id: string;
  totalAmount: number;
  transaction: { paid: boolean };
};

async function registerShopper(stamp: string): Promise<string> {
  const shopper = await call<{ accessToken: string }>('POST', '/users', undefined, {
    firstName: 'Amaka',
    lastName: 'Obi',
    email: `amaka${stamp}@example.ng`,
    phoneNumber: `0703${stamp.slice(-7)}`,
    handle: `amaka_${stamp}`,
    password: 'vendor-orders-1',
  });
  return shopper.accessToken;
}

/** The shopper pays for one item from the vendor's business, all through the API. */
async function paidOrder(shopperToken: string, businessId: string): Promise<Order> {
  const products = await call<{ results: Product[] }>(
    'GET',
    `/products?productBusinessId=${businessId}&activeProduct=true&productQuantity=2&limit=50`,
  );
  const product =
    products.results.find((p) => p.variants.length === 0) ??
    products.results.find((p) => p.variants.some((v) => v.quantity > 0))!;
  const variant = product.variants.find((v) => v.quantity > 0);
  const checkout = await call<{
    authorizationUrl: string;
    transaction: { orders: { _id: string }[] };
  }>('POST', '/orders', shopperToken, {
    orderDetails: [
      { productId: product._id, count: 1, variant: variant ? { name: variant.name } : null },
    ],
    deliveryAddress: {
      recipientName: 'Amaka Obi',
      phone: '08031234567',
      street: '7 Ogui Road',
      city: 'Enugu',
      lga: 'Enugu North',
      state: 'Enugu',
    },
  });
  // The provider's hosted page, answered with its test card that succeeds.
  const paid = await fetch(checkout.authorizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=success',
    redirect: 'manual',
  });
  expect(paid.status).toBe(302);
  const orderId = checkout.transaction.orders[0]!._id;
  await expect
    .poll(
      async () => (await call<Order>('GET', `/orders/${orderId}`, shopperToken)).transaction.paid,
      { timeout: 15_000 },
    )
    .toBe(true);
  return call<Order>('GET', `/orders/${orderId}`, shopperToken);
}

async function logIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail, phone or username').fill(VENDOR.username);
  await page.getByLabel('Password', { exact: true }).fill(VENDOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

async function goToMenu(page: Page, viewport: Viewport, name: string) {
  await openMenuIfPhone(page, viewport);
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

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
    shopperToken = await registerShopper(`${viewport.width}${Date.now().toString().slice(-6)}`);
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
    await logIn(page);
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
    await expectToast(page, 'Success', 'Order accepted successfully');
    await accept.waitFor({ state: 'detached' });

    await goToMenu(page, viewport, 'Orders');
    await page.waitForURL(`**/vendor/${businessId}/orders`);
    await page.getByRole('tab', { name: 'In progress', selected: true }).waitFor();
    await page.getByRole('button', { name: `Ship Order ${number}` }).click();
    await expectToast(page, 'Success', 'Order shipped successfully');
    await page.getByRole('button', { name: `Deliver Order ${number}` }).click();
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
    const balance = page.locator('.mantine-Card-root').filter({ hasText: 'Current balance' });
    await expect
      .poll(() => balance.textContent())
      .toContain(formatNaira(before.curr_balance + net));
    await expect
      .poll(() =>
        page.locator('.mantine-Card-root').filter({ hasText: 'Total revenue' }).textContent(),
      )
      .toContain(formatNaira(before.total_revenue + net));
    await checkScreen(page, 'vendor-dashboard-paid', viewport);
    await page.context().close();
  });

  it('a vendor rejects a paid request after confirming; the customer is refunded and the order is listed as failed', async () => {
    const order = await paidOrder(shopperToken, businessId);
    const number = `#${order._id.slice(-6).toUpperCase()}`;
    const page = await openPage(browser, viewport);
    await logIn(page);
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
