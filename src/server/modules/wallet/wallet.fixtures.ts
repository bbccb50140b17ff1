import { api } from '../../testing/test-app.ts';
import { ctx } from '../payments/payments.fixtures.ts';

/** Shared setup of the wallet API tests: funding, reading the wallet and its history. */

export const fund = (
  shopper: { id: string; accessToken: string },
  amount: number | string,
  key?: string,
) =>
  api(ctx.app).post(`/users/${shopper.id}/wallet/${amount}/funds`, undefined, {
    token: shopper.accessToken,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
export const walletOf = async (shopper: { id: string; accessToken: string }) =>
  (await api(ctx.app).get(`/payments/wallet/${shopper.id}`, { token: shopper.accessToken })).json()
    .data as { balance: number; pendingFunding: number };
export const historyOf = async (shopper: { id: string; accessToken: string }, query = '') =>
  (
    await api(ctx.app).get(`/payments/histories/${shopper.id}${query}`, {
      token: shopper.accessToken,
    })
  ).json().data;
