import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Services } from '../../services.ts';
import { lagosAddress, payOnSandbox } from '../../testing/shop.ts';
import { api, registerUser, type Registered, type TestContext } from '../../testing/test-app.ts';
import { useTestWorld } from '../../testing/test-world.ts';

/** The voucher tests' shared world: a test app, its services, and ways to use vouchers. */
export let ctx: TestContext;
export let services: Services;

useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString();

export async function createVoucher(owner: Registered, body: Record<string, unknown>) {
  return api(ctx.app).post(
    '/rewards/vouchers',
    {
      title: '₦1,000 off',
      kind: 'AMOUNT',
      amount: 1000,
      endsAt: inAMonth(),
      totalCount: 5,
      ...body,
    },
    { token: owner.accessToken },
  );
}

export async function claim(who: Registered, voucherId: string, body?: object) {
  return api(ctx.app).post(`/rewards/vouchers/${voucherId}`, body, { token: who.accessToken });
}

/** Claims a voucher and answers the held voucher's id. */
export async function held(who: Registered, voucherId: string): Promise<string> {
  const res = await claim(who, voucherId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

/** A checkout of some lines with vouchers (by card: it waits on the payment page). */
export function checkout(
  who: Registered,
  orderDetails: object[],
  vouchers: { businessId: string; heldVoucherId: string }[] = [],
) {
  return api(ctx.app).post(
    '/orders',
    { orderDetails, deliveryAddress: lagosAddress, vouchers },
    { token: who.accessToken },
  );
}

/** Pays a checkout with the sandbox's success card and applies it. */
export async function pay(
  who: Registered,
  placed: { authorizationUrl: string; transaction: { _id: string } },
) {
  await payOnSandbox(ctx.app, placed.authorizationUrl);
  const verified = await api(ctx.app).patch(
    `/orders/transaction-order/${placed.transaction._id}`,
    undefined,
    { token: who.accessToken },
  );
  expect(verified.json().data.status).toBe('SUCCESS');
}

export async function supportUser() {
  const support = await registerUser(ctx.app);
  await ctx.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${support.id}`);
  return support;
}

export const balance = (account: string) => services.ledger.balance(account);
export const move = (who: Registered, orderId: string, status: string) =>
  api(ctx.app).put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
