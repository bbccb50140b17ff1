import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process.ts';

// The withdrawals scenario of the crash benchmark (crash.ts): savers withdraw in a loop while the
// server is killed, then the books are checked once everything has settled.

/** What both crash scenarios share: the database, the server's environment and the load time. */
export type CrashRun = {
  db: Db;
  env: NodeJS.ProcessEnv;
  appUrl: string;
  headers: Record<string, string>;
  seconds: number;
};
export type Saver = { id: string; token: string; email: string };

export const SAVERS = 20;
/** Each saver's wallet, put in the ledger at set-up. */
export const SAVINGS_NAIRA = 1_000_000;
/** Each withdrawal: ₦500 and its ₦10 fee. */
const WITHDRAWAL_NAIRA = 500;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const firstRow = async <T>(run: CrashRun, query: ReturnType<typeof sql>) =>
  (await run.db.execute(query)).rows[0] as T;

/** The savers' withdrawals by state, in Oja and at the provider. */
async function withdrawalCounts(run: CrashRun) {
  return firstRow<{
    total: number;
    pending: number;
    neverSent: number;
    webhookDue: number;
    success: number;
    failed: number;
    reversed: number;
  }>(
    run,
    sql`
    SELECT
      count(*)::int AS total,
      (count(*) FILTER (WHERE w.status = 'PENDING'))::int AS pending,
      (count(*) FILTER (WHERE w.status = 'PENDING' AND s.reference IS NULL))::int AS "neverSent",
      (count(*) FILTER (WHERE w.status = 'PENDING' AND s.webhook_delivered_at IS NULL
        AND s.reference IS NOT NULL))::int AS "webhookDue",
      (count(*) FILTER (WHERE w.status = 'SUCCESS'))::int AS success,
      (count(*) FILTER (WHERE w.status = 'FAILED'))::int AS failed,
      (count(*) FILTER (WHERE w.status = 'REVERSED'))::int AS reversed
    FROM withdrawals w LEFT JOIN paystack_sandbox_transfers s USING (reference)`,
  );
}

/** What must hold once every withdrawal has settled: each wallet and the whole ledger add up. */
async function withdrawalBooks(run: CrashRun, savers: Saver[]) {
  const ids = sql.join(
    savers.map((s) => sql`${s.id}::uuid`),
    sql`, `,
  );
  return firstRow<{
    ledgerTotal: string;
    negativeWallets: number;
    wrongWallets: number;
    settledTwice: number;
    inFlightLeft: string;
  }>(
    run,
    sql`
    WITH kept AS (
      SELECT u.id, ${SAVINGS_NAIRA * 100}::bigint - coalesce(sum(w.amount_kobo + w.fee_kobo)
        FILTER (WHERE w.status IN ('SUCCESS', 'PENDING')), 0) AS expected
      FROM unnest(ARRAY[${ids}]) AS u(id) LEFT JOIN withdrawals w ON w.user_id = u.id
      GROUP BY u.id),
    wallets AS (
      SELECT k.id, k.expected, coalesce(sum(e.amount_kobo), 0) AS balance
      FROM kept k LEFT JOIN ledger_entries e ON e.account = 'wallet:' || k.id
      GROUP BY k.id, k.expected)
    SELECT
      (SELECT coalesce(sum(amount_kobo), 0)::text FROM ledger_entries) AS "ledgerTotal",
      (SELECT count(*)::int FROM wallets WHERE balance < 0) AS "negativeWallets",
      (SELECT count(*)::int FROM wallets WHERE balance <> expected) AS "wrongWallets",
      (SELECT count(*)::int FROM (
        SELECT reference FROM ledger_transfers
        WHERE kind IN ('WITHDRAWAL_PAID', 'WITHDRAWAL_RETURNED')
        GROUP BY reference HAVING count(*) > 1) twice) AS "settledTwice",
      (SELECT coalesce(sum(amount_kobo), 0)::text FROM ledger_entries
        WHERE account LIKE 'payout-in-flight:%') AS "inFlightLeft"`,
  );
}

export async function withdrawalsScenario(
  run: CrashRun,
  server: ServerProcess,
  savers: Saver[],
): Promise<ServerProcess> {
  const { appUrl, env, headers, seconds } = run;
  const until = Date.now() + seconds * 1000;
  let accepted = 0;
  let refused = 0;
  const withdrawing = Promise.all(
    savers.map(async (saver) => {
      const auth = { ...headers, authorization: `Bearer ${saver.token}` };
      while (Date.now() < until) {
        try {
          const res = await fetch(`${appUrl}/api/v1/payments/users/${saver.id}/transfer`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: WITHDRAWAL_NAIRA, reason: 'FUND_WITHDRAWAL' }),
          });
          await res.arrayBuffer();
          if (res.status === 201) accepted++;
          else refused++;
        } catch {
          // The server is down (or died mid-request): the saver tries again shortly.
          await sleep(200);
        }
      }
    }),
  );
  await sleep((seconds * 1000) / 2);
  const killedAt = Date.now();
  await server.crash();
  const atCrash = await withdrawalCounts(run);
  await withdrawing;
  console.warn(
    `withdrawals: ${SAVERS} savers withdrawing ₦${WITHDRAWAL_NAIRA} in a loop; server killed (SIGKILL) after ${((killedAt - (until - seconds * 1000)) / 1000).toFixed(1)} s`,
  );
  console.warn(
    `  at the kill: ${atCrash.total} withdrawals held in the ledger (${accepted} answered 201 before it, ${refused} refused), ${atCrash.pending} in flight: ${atCrash.neverSent} never reached the provider, ${atCrash.webhookDue} accepted with the webhook not yet applied`,
  );

  const restarted = Date.now();
  const again = await startServerProcess(env);
  const started = await withdrawalCounts(run);
  let now = started;
  let settledAllAt: number | null = now.pending === 0 ? Date.now() : null;
  // When no more are pending than never reached the provider: the resumed webhooks' share.
  let sentSettledAt: number | null = now.pending <= started.neverSent ? Date.now() : null;
  // Deliveries under way at the kill stay claimed for a minute before the provider resends them.
  let pendingAt10s: number | null = null;
  while (settledAllAt === null && Date.now() - restarted < 5 * 60_000) {
    await sleep(1_000);
    now = await withdrawalCounts(run);
    if (pendingAt10s === null && Date.now() - restarted >= 10_000) pendingAt10s = now.pending;
    if (sentSettledAt === null && now.pending <= started.neverSent) sentSettledAt = Date.now();
    if (now.pending === 0) settledAllAt = Date.now();
  }
  const after = (at: number | null) =>
    at === null ? 'not within 5 min' : `${((at - restarted) / 1000).toFixed(1)} s`;
  console.warn(
    `  after the restart, nobody calling back: ${started.pending} stranded when it came up, ${started.pending - (pendingAt10s ?? 0)} settled within 10 s; those the provider had accepted settled (resumed webhooks) ${after(sentSettledAt)} after the restart, all (the withdrawals-reconcile job sends the rest) ${after(settledAllAt)}: ${now.success} success, ${now.failed} failed, ${now.reversed} reversed, ${now.pending} still stranded`,
  );
  const books = await withdrawalBooks(run, savers);
  console.warn(
    `  books: ledger total ${books.ledgerTotal} kobo, in flight left ${books.inFlightLeft} kobo, wallets below zero ${books.negativeWallets}, wallets that disagree with their withdrawals ${books.wrongWallets}, withdrawals settled twice ${books.settledTwice}`,
  );
  return again;
}
