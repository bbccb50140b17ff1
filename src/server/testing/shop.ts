import type { FastifyInstance } from 'fastify';
import { signWebhook } from '../integrations/paystack/client.ts';
import { api, createBusiness, registerUser, type Registered } from './test-app.ts';

/** Test fixtures for buying: shops with products, checkout through the API and sandbox payment. */
export const lagosAddress = {
  recipientName: 'Ada Okafor',
  phone: '08031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  country: 'NG',
};

export async function openShop(
  app: FastifyInstance,
  opts: { deliveryFee?: number; acceptsReturns?: boolean } = {},
) {
  const vendor = await registerUser(app);
  const shop = await createBusiness(app, vendor, { state: 'Lagos' });
  await api(app).put(
    `/businesses/${shop._id}/delivery-fees`,
    { defaultFee: opts.deliveryFee ?? 1000 },
    { token: vendor.accessToken },
  );
  if (opts.acceptsReturns)
    await api(app).put(
      `/businesses/${shop._id}/return-order`,
      { value: true },
      { token: vendor.accessToken },
    );
  return { vendor, shop };
}

export async function addProduct(
  app: FastifyInstance,
  owner: Registered,
  businessId: string,
  body: Record<string, unknown> = {},
) {
  const res = await api(app).post(
    '/products',
    { businessId, name: 'Adire fabric', unitPrice: 10_000, quantity: 10, ...body },
    { token: owner.accessToken },
  );
  if (res.statusCode !== 201) throw new Error(`product failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; name: string };
}

export type Placed = {
  transaction: { _id: string; reference: string; amount: number; orders: { _id: string }[] };
  authorizationUrl: string;
};

export async function placeOrder(
  app: FastifyInstance,
  shopper: Registered,
  orderDetails: object[],
): Promise<Placed> {
  const res = await api(app).post(
    '/orders',
    { orderDetails, deliveryAddress: lagosAddress },
    { token: shopper.accessToken },
  );
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Pays on the sandbox's hosted page with a test card; returns where it sends the shopper. */
export async function payOnSandbox(
  app: FastifyInstance,
  authorizationUrl: string,
  card: 'success' | 'declined' | 'insufficient' = 'success',
) {
  const res = await app.inject({
    method: 'POST',
    url: new URL(authorizationUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${card}`,
  });
  if (res.statusCode !== 302) throw new Error(`sandbox payment: ${res.statusCode} ${res.body}`);
  return String(res.headers.location);
}

/** Checkout, pay with the success card and run the callback's verification. */
export async function buyAndPay(app: FastifyInstance, shopper: Registered, lines: object[]) {
  const placed = await placeOrder(app, shopper, lines);
  await payOnSandbox(app, placed.authorizationUrl);
  const verified = await api(app).patch(
    `/orders/transaction-order/${placed.transaction._id}`,
    undefined,
    { token: shopper.accessToken },
  );
  if (verified.json().data?.status !== 'SUCCESS')
    throw new Error(`payment not applied: ${verified.body}`);
  return placed.transaction.orders.map((o) => o._id);
}

export const newShopper = (app: FastifyInstance) => registerUser(app);

/** Posts a raw body to the Paystack webhook, signed with the app's key unless a signature is given. */
export function postWebhook(
  app: FastifyInstance,
  secretKey: string,
  raw: string,
  signature = signWebhook(raw, secretKey),
) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: raw,
  });
}
