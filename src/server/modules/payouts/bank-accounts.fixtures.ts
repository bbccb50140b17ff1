import { and, eq } from 'drizzle-orm';
import { bankAccounts } from './payouts.schema.ts';
import type { Services } from '../../services.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { lastMessageTo, tokenIn } from '../../testing/outbox.ts';
import {
  api,
  createBusiness,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

/** The payout account tests' shared world: a test app and its services. */
export let ctx: TestContext;
export let services: Services;

useTestWorld((w) => ({ ctx, services } = w));

/** A new user with a business of their own. */
export async function vendor() {
  const user = await registerUser(ctx.app);
  const business = await createBusiness(ctx.app, user);
  return { user, business };
}

/** Test accounts of docs/paystack-sandbox.md: one that resolves and pays, one no bank knows. */
export const GTB = '058';
export const PAYS = '0123456789';
export const UNKNOWN = '0001234567';

export const addAccount = (
  user: Registered,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => api(ctx.app).post('/payments/accounts', body, { token: user.accessToken, headers });

export const changeAccount = (user: Registered, body: Record<string, unknown>) =>
  api(ctx.app).patch(`/payments/accounts/${user.id}`, body, { token: user.accessToken });

export const confirmAccount = (
  user: Registered,
  body: { accountId: string; code: string },
  headers?: Record<string, string>,
) =>
  api(ctx.app).post(`/payments/accounts/${user.id}/confirm`, body, {
    token: user.accessToken,
    headers,
  });

/** The code in the newest confirmation e-mail the user received. */
export async function codeFor(user: Registered) {
  const mail = await lastMessageTo(ctx.db, user.input.email);
  return tokenIn(mail.body, 'Confirmation code');
}

export const rowsOf = (userId: string) =>
  ctx.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));

/** Lets the hold after a confirmation pass, as if a day had gone by. */
export const passHold = (accountId: string) =>
  ctx.db
    .update(bankAccounts)
    .set({ usableForPayoutAt: new Date(Date.now() - 1000) })
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.status, 'confirmed')));

/** Adds and confirms the user's own (or their business's) account. */
export async function confirmedAccount(
  user: Registered,
  body: Record<string, unknown> = { accountNumber: PAYS, bankCode: GTB },
) {
  const added = await addAccount(user, body);
  if (added.statusCode !== 201) throw new Error(`add failed: ${added.body}`);
  const accountId: string = added.json().data.account._id;
  const res = await confirmAccount(user, { accountId, code: await codeFor(user) });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  return accountId;
}
