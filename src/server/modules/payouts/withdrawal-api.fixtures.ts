import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { paystackSandboxTransfers } from '../../integrations/paystack/sandbox.schema.ts';
import { createServices, type Services } from '../../services.ts';
import { api, fetchThrough, registerUser, type Registered } from '../../testing/test-app.ts';
import { ledgerEntries, ledgerTransfers } from '../ledger/ledger.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { withdrawals } from './payouts.schema.ts';
import { credit as creditAccount, PAYS, usablePayoutAccount } from './withdrawals.fixtures.ts';
import { ctx, services } from '../payments/payments.fixtures.ts';

/** Shared setup of the withdrawal API tests: helpers over the payment tests' app and services. */

/** Services that reach the in-process sandbox, as the app's own do (the fixtures' cannot). */
export let live: Services;
beforeAll(() => {
  live = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
});

export const balance = (account: string) => services.ledger.balance(account);

/** Money in a wallet or business balance, as a card payment brings it. */
export const credit = (account: string, naira: number) =>
  creditAccount(ctx.db, services.ledger, account, naira);

/** A confirmed payout account past its 24-hour hold (the hold moved back in the database). */
export const payoutAccount = (user: Registered, accountNumber = PAYS, businessId?: string) =>
  usablePayoutAccount(ctx.app, ctx.db, user, accountNumber, businessId);

/** A user with ₦`naira` in the wallet and a usable payout account. */
export async function withWallet(naira: number, accountNumber = PAYS) {
  const user = await registerUser(ctx.app);
  await payoutAccount(user, accountNumber);
  if (naira > 0) await credit(`wallet:${user.id}`, naira);
  return user;
}

export const withdraw = (user: Registered, body: object, headers?: Record<string, string>) =>
  api(ctx.app).post(
    `/payments/users/${user.id}/transfer`,
    { reason: 'FUND_WITHDRAWAL', ...body },
    { token: user.accessToken, headers },
  );

/** The types of the notifications a user got, once their events have run. */
export const noticesOf = async (userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.type)
    .filter((t) => t.startsWith('withdrawal_'))
    .sort();

export const rowOf = async (id: string) =>
  (await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
export const rowsOf = (userId: string) =>
  ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

/** Waits for the sandbox's webhook (sent after its 2-second delay) to settle a withdrawal. */
export async function settled(id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await rowOf(id);
    if (row.status !== 'PENDING') return row;
    if (Date.now() > until) throw new Error(`withdrawal ${id} still pending`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every ledger transfer posted for a withdrawal, by kind. */
export async function postingsOf(id: string) {
  const rows = await ctx.db
    .select({
      kind: ledgerTransfers.kind,
      account: ledgerEntries.account,
      amount: ledgerEntries.amountKobo,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(eq(ledgerTransfers.reference, id));
  return rows;
}
/** Holds back the sandbox's webhook for a transfer, as if it were lost; optionally settles it. */
export async function loseWebhook(reference: string, status?: 'success' | 'failed') {
  await ctx.db
    .update(paystackSandboxTransfers)
    .set({
      webhookNextAt: null,
      ...(status ? { status, settledAt: new Date(), webhookEvent: `transfer.${status}` } : {}),
    })
    .where(eq(paystackSandboxTransfers.reference, reference));
}
