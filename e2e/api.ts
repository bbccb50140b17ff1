import { expect } from 'vitest';
import { guideApi } from '../guide/api.ts';
import { baseUrl } from './support.ts';

/**
 * Set-up through the API for journeys that start from an order (the screens are tested
 * elsewhere): a call that fails throws with the server's message, as the video guide's do.
 */
export function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  return guideApi(baseUrl()).call<T>(method, path, token, body);
}

type Product = {
  _id: string;
  quantity: number;
  variants: { name: string; quantity: number }[];
};
export type Order = {
  _id: string;
  totalAmount: number;
  transaction: { paid: boolean };
};

/** A new shopper (phone prefix varies so journeys running side by side never collide). */
export async function registerShopper(stamp: string, phonePrefix = '0703') {
  const username = `amaka_${stamp}`;
  const password = 'vendor-orders-1';
  const shopper = await call<{ accessToken: string }>('POST', '/users', undefined, {
    firstName: 'Amaka',
    lastName: 'Obi',
    email: `amaka${stamp}@example.ng`,
    phoneNumber: `${phonePrefix}${stamp.slice(-7)}`,
    handle: username,
    password,
  });
  return { token: shopper.accessToken, username, password };
}

/**
 * Checkout of `orderDetails` to an Enugu address through the API, paid on the provider's hosted
 * page with its test card that succeeds; waits until the order shows paid and returns its id.
 */
export async function checkoutPaid(
  shopperToken: string,
  orderDetails: Record<string, unknown>[],
): Promise<string> {
  const checkout = await call<{
    authorizationUrl: string;
    transaction: { orders: { _id: string }[] };
  }>('POST', '/orders', shopperToken, {
    orderDetails,
    deliveryAddress: {
      recipientName: 'Amaka Obi',
      phone: '08031234567',
      street: '7 Ogui Road',
      city: 'Enugu',
      lga: 'Enugu North',
      state: 'Enugu',
    },
  });
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
  return orderId;
}

/** The shopper pays for one item from the vendor's business, all through the API. */
export async function paidOrder(shopperToken: string, businessId: string): Promise<Order> {
  const products = await call<{ results: Product[] }>(
    'GET',
    `/products?productBusinessId=${businessId}&activeProduct=true&productQuantity=2&limit=50`,
  );
  const product =
    products.results.find((p) => p.variants.length === 0) ??
    products.results.find((p) => p.variants.some((v) => v.quantity > 0))!;
  const variant = product.variants.find((v) => v.quantity > 0);
  const orderId = await checkoutPaid(shopperToken, [
    { productId: product._id, count: 1, variant: variant ? { name: variant.name } : null },
  ]);
  return call<Order>('GET', `/orders/${orderId}`, shopperToken);
}

/**
 * Puts `naira` into a user's wallet the way a shopper does: a funding paid on the provider's page
 * with its test card that succeeds, then waits until the wallet shows it.
 */
export async function fundWallet(token: string, userId: string, naira: number): Promise<void> {
  const funding = await call<{ authorizationUrl: string }>(
    'POST',
    `/users/${userId}/wallet/${naira}/funds`,
    token,
  );
  await payWithTestCard(funding.authorizationUrl);
  await expect
    .poll(
      async () =>
        (await call<{ balance: number }>('GET', `/payments/wallet/${userId}`, token)).balance,
      { timeout: 15_000 },
    )
    .toBe(naira);
}

/** Pays on the provider's page with its test card that succeeds. */
async function payWithTestCard(authorizationUrl: string) {
  const paid = await fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=success',
    redirect: 'manual',
  });
  expect(paid.status).toBe(302);
}

/** Buys a plan for a month by card, as a vendor does from the pricing page, and waits for it. */
export async function buyPlanByCard(token: string, plan: 'GROWTH' | 'PRO', amount: number) {
  const bought = await call<{ authorizationUrl: string }>(
    'POST',
    `/subscriptions/${plan}/subscribe`,
    token,
    { months: 1, amount, payWith: 'CARD' },
  );
  await payWithTestCard(bought.authorizationUrl);
  await expect
    .poll(async () => (await call<{ plan: string }>('GET', '/subscriptions/me', token)).plan, {
      timeout: 15_000,
    })
    .toBe(plan);
}

/**
 * An order from `vendor`'s first store, bought and paid by a new shopper (`phonePrefix` keeps
 * journeys apart) and moved by the vendor to DELIVERED; with the vendor's session and store.
 */
export async function deliveredOrder(
  vendorLogin: { username: string; password: string },
  stamp: string,
  phonePrefix: string,
) {
  const vendor = await call<{ accessToken: string; user: { businesses: { _id: string }[] } }>(
    'POST',
    '/users/login',
    undefined,
    vendorLogin,
  );
  const businessId = vendor.user.businesses[0]!._id;
  const shopper = await registerShopper(stamp, phonePrefix);
  const order = await paidOrder(shopper.token, businessId);
  for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
    await call('PUT', `/orders/${order._id}/status`, vendor.accessToken, { status });
  return { vendor, businessId, shopper, order };
}
