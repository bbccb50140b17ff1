import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

/** The badge tests' shared world: a test app with low thresholds, and its ledger. */
export let ctx: TestContext;
export let ledger: ReturnType<typeof createLedgerService>;
beforeAll(async () => {
  ctx = await createTestContext((c) => ({
    ...c,
    badges: {
      ...c.badges,
      creatorMinPosts: 2,
      creatorMinFollowers: 2,
      businessMinCompletedOrders: 1,
    },
  }));
  ledger = createLedgerService({ db: ctx.db });
});
afterAll(() => ctx.close());
afterEach(async () => {
  // Every naira that moved is accounted for.
  expect(await ledger.total()).toBe(0n);
});

export const http = () => api(ctx.app);
export const naira = async (account: string) => Number(await ledger.balance(account)) / 100;

/** E-mail and phone verified, a photo and a bio: a profile the checklist accepts. */
export async function completeProfile(user: { id: string }) {
  await ctx.db.execute(
    sql`UPDATE users SET email_verified_at = now(), phone_verified_at = now(),
          avatar_url = '/uploads/avatars/ada.webp', bio = 'Adire maker from Abeokuta'
        WHERE id = ${user.id}`,
  );
}

/** Oja support staff, reviewing verification requests in the console. */
export const reviewer = () => staffFixtures(() => ctx).staffMember('support');

/** A console decision on a request: `{ decision: 'APPROVE' }`, or a rejection with its reason. */
export const decide = (who: { token: string }, requestId: string, body: object) =>
  http().post(`/console/badges/${requestId}/decision`, body, { token: who.token });

export async function readyPerson(walletNaira = 6000) {
  const user = await newShopper(ctx.app);
  await completeProfile(user);
  if (walletNaira > 0) await credit(ctx.db, ledger, accounts.wallet(user.id), walletNaira);
  return user;
}

export const payPersonal = (
  who: Registered,
  userId = who.id,
  body: object = { payWith: 'WALLET' },
  key?: string,
) =>
  http().post(`/users/${userId}/badge/verification/pay`, body, {
    token: who.accessToken,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const requestCount = async (subjectId: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM badge_requests WHERE subject_id = ${subjectId}`,
    )
  ).rows[0]!.n;

export const refunds = async (purchaseBuyer: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
          WHERE t.kind = 'VERIFICATION_BADGE_REFUND' AND e.account = ${accounts.wallet(purchaseBuyer)}`,
    )
  ).rows[0]!.n;
