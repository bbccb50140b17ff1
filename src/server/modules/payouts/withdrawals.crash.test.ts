/**
 * kill -9 between a withdrawal's transfer request and its webhook: the real server process
 * (`src/server/main.ts`, as `npm start` runs it) takes withdrawals, is killed with SIGKILL before
 * any of their `transfer.*` webhooks arrive, and is started again. Nobody calls back; the
 * deliveries the provider resumes (and the reconciliation job) settle each withdrawal exactly
 * once, and no balance goes below zero on the way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paystackSandboxTransfers } from '../../integrations/paystack/sandbox.schema.ts';
import { createServices, type Services } from '../../services.ts';
import {
  serverProcessEnv,
  startServerProcess,
  type ServerProcess,
} from '../../testing/server-process.ts';
import {
  createTestContext,
  registerUser,
  TEST_API_KEY,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { ledgerEntries, ledgerTransfers } from '../ledger/ledger.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { withdrawals } from './payouts.schema.ts';
import { credit, FAILS, PAYS, REVERSES, usablePayoutAccount } from './withdrawals.fixtures.ts';

let ctx: TestContext;
let services: Services;
let work: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db });
  work = mkdtempSync(path.join(os.tmpdir(), 'oja-withdrawals-crash-'));
});
afterAll(async () => {
  // The server process is stopped whatever happened, before its database is dropped.
  await server?.crash();
  await ctx?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const serverEnv = () => serverProcessEnv(ctx, work, { PAYOUT_HOLD_HOURS: '24' });

/** A user with ₦1,000 in the wallet (put in the ledger directly) and a usable payout account. */
async function saver(accountNumber: string) {
  const user = await registerUser(ctx.app);
  await usablePayoutAccount(ctx.app, ctx.db, user, accountNumber);
  await credit(ctx.db, services.ledger, `wallet:${user.id}`, 1_000);
  return user;
}

const walletKobo = (user: Registered) => services.ledger.balance(`wallet:${user.id}`);

it('withdrawals in flight when the server is killed settle once after it restarts', async () => {
  const pays = await saver(PAYS);
  const fails = await saver(FAILS);
  const reverses = await saver(REVERSES);
  // The in-process app would deliver the provider's webhooks itself: only the server may.
  await ctx.app.close();

  const env = await serverEnv();
  server = await startServerProcess(env);
  const withdraw = async (user: Registered) => {
    const res = await fetch(`${env.APP_URL}/api/v1/payments/users/${user.id}/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${user.accessToken}`,
      },
      body: JSON.stringify({ amount: 200, reason: 'FUND_WITHDRAWAL' }),
    });
    return res.status;
  };
  // ₦200 + ₦10 fee each: four fit in ₦1,000, the fifth is refused.
  const codes = await Promise.all([
    ...Array.from({ length: 5 }, () => withdraw(pays)),
    withdraw(fails),
    withdraw(fails),
    withdraw(reverses),
    withdraw(reverses),
  ]);
  // Killed as soon as the last answer is in. The provider accepted every transfer before its
  // 201 (the request waits for it) and holds each pending for 2 seconds before it settles and
  // sends the webhook, so the process dies after the requests and before any webhook: the
  // deliveries are still due in the provider's table, and only the restarted server hears them.
  await server.crash();
  expect(codes.sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409]);

  const users = [pays, fails, reverses];
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(
      inArray(
        withdrawals.userId,
        users.map((u) => u.id),
      ),
    );
  expect(rows).toHaveLength(8);
  const ids = rows.map((r) => r.id);
  expect(rows.map((r) => r.status)).toEqual(Array(8).fill('PENDING'));
  const delivered = await ctx.db.execute(
    sql`SELECT count(*)::int AS n FROM ${paystackSandboxTransfers} WHERE webhook_delivered_at IS NOT NULL`,
  );
  expect(delivered.rows[0]).toEqual({ n: 0 });
  // Held while they are in flight: what the wallets lost is what the requests took.
  expect(await walletKobo(pays)).toBe(16_000n);
  expect(await walletKobo(fails)).toBe(58_000n);
  expect(await walletKobo(reverses)).toBe(58_000n);

  server = await startServerProcess(env);
  // The lowest each wallet is seen at while they settle.
  const lowest = new Map<string, bigint>();
  const until = Date.now() + 30_000;
  for (;;) {
    for (const u of users) {
      const kobo = await walletKobo(u);
      if (!lowest.has(u.id) || kobo < lowest.get(u.id)!) lowest.set(u.id, kobo);
    }
    const pending = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM ${withdrawals} WHERE status = 'PENDING'`,
    );
    if ((pending.rows[0] as { n: number }).n === 0) break;
    if (Date.now() > until) throw new Error('withdrawals still pending 30 s after the restart');
    await new Promise((r) => setTimeout(r, 200));
  }

  const settled = await ctx.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
  const statusOf = (user: Registered) =>
    settled
      .filter((w) => w.userId === user.id)
      .map((w) => w.status)
      .sort();
  expect(statusOf(pays)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS']);
  expect(statusOf(fails)).toEqual(['FAILED', 'FAILED']);
  expect(statusOf(reverses)).toEqual(['REVERSED', 'REVERSED']);

  // The money: paid out once, or back in the wallet with its fee once.
  expect(await walletKobo(pays)).toBe(16_000n);
  expect(await walletKobo(fails)).toBe(100_000n);
  expect(await walletKobo(reverses)).toBe(100_000n);
  for (const u of users) expect(lowest.get(u.id)).toBeGreaterThanOrEqual(0n);
  for (const id of ids) expect(await services.ledger.balance(`payout-in-flight:${id}`)).toBe(0n);
  const postings = await ctx.db
    .select({ reference: ledgerTransfers.reference, kind: ledgerTransfers.kind })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.reference, ids));
  for (const w of settled) {
    const kinds = postings
      .filter((p) => p.reference === w.id)
      .map((p) => p.kind)
      .sort();
    expect(kinds, w.status).toEqual(
      w.status === 'SUCCESS'
        ? ['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAID']
        : ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURNED'],
    );
  }
  const sum = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::text` })
    .from(ledgerEntries);
  expect(sum[0]!.total).toBe('0');
  // The provider was asked once per withdrawal, and each owner is told once.
  const sent = await ctx.db
    .select()
    .from(paystackSandboxTransfers)
    .where(
      inArray(
        paystackSandboxTransfers.reference,
        settled.map((w) => w.reference),
      ),
    );
  expect(sent).toHaveLength(8);
  await expect
    .poll(
      async () =>
        (
          await ctx.db
            .select({ type: notifications.type })
            .from(notifications)
            .where(inArray(notifications.entityId, ids))
        )
          .map((n) => n.type)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual([
      'withdrawal_failed',
      'withdrawal_failed',
      'withdrawal_reversed',
      'withdrawal_reversed',
      'withdrawal_success',
      'withdrawal_success',
      'withdrawal_success',
      'withdrawal_success',
    ]);
  await server.stop();
  // Bound by the test's own waits (two starts of the server, up to 45 s each on a busy machine,
  // and 30 s to settle), not by a shorter overall minute.
}, 150_000);
