import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lagosAddress, newShopper, payOnSandbox } from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { ctx, services, shop } from './payments.fixtures.ts';
import { withdrawals } from '../payouts/payouts.schema.ts';
import { credit, usablePayoutAccount } from '../payouts/withdrawals.fixtures.ts';

/** Shared setup of the card hold tests: a wallet read, top-ups by card, withdrawals and a shopper with a bank. */

export const DAY = 86_400_000;
export const HOLD_MS = 3 * DAY;

export type Wallet = {
  balance: number;
  withdrawable: number;
  held: { amount: number; until: string }[];
};
export const walletOf = async (user: Registered) => {
  const res = await api(ctx.app).get(`/payments/wallet/${user.id}`, { token: user.accessToken });
  expect(res.statusCode).toBe(200);
  return res.json().data as Wallet;
};
export const withdraw = (user: Registered, amount: number) =>
  api(ctx.app).post(
    `/payments/users/${user.id}/transfer`,
    { amount, reason: 'FUND_WITHDRAWAL' },
    { token: user.accessToken },
  );
export const verify = (user: Registered, transactionId: string) =>
  api(ctx.app).patch(`/orders/transaction-order/${transactionId}`, undefined, {
    token: user.accessToken,
  });
/** A card top-up paid on the sandbox's page and confirmed by the callback. */
export async function topUpByCard(user: Registered, naira: number) {
  const res = await api(ctx.app).post(`/users/${user.id}/wallet/${naira}/funds`, undefined, {
    token: user.accessToken,
  });
  expect(res.statusCode).toBe(201);
  const { transaction, authorizationUrl } = res.json().data;
  await payOnSandbox(ctx.app, authorizationUrl);
  expect((await verify(user, transaction._id)).json().data.status).toBe('SUCCESS');
}
export const buyFromWallet = (user: Registered, productId: string) =>
  api(ctx.app).post(
    '/orders',
    { orderDetails: [{ productId, count: 1 }], deliveryAddress: lagosAddress, payFrom: 'WALLET' },
    { token: user.accessToken },
  );
export const reject = (orderId: string) =>
  api(ctx.app).put(
    `/orders/${orderId}/status`,
    { status: 'REJECTED' },
    { token: shop.vendor.accessToken },
  );
export const withdrawalsOf = async (userId: string) =>
  ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

/** A shopper with a payout account ready, and `old` naira in the wallet from long ago. */
export async function shopperWithBank(old = 0) {
  const user = await newShopper(ctx.app);
  await usablePayoutAccount(ctx.app, ctx.db, user);
  if (old > 0) await credit(ctx.db, services.ledger, `wallet:${user.id}`, old);
  return user;
}
