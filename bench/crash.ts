/**
 * Nothing is stranded by a crash. Against the real server process (`src/server/main.ts`), killed
 * with SIGKILL half-way through each scenario and started again with nobody calling back:
 *
 * - checkout: 20 buyers check out and pay on the sandbox, so some payments succeed at the
 *   provider after the app last heard of them. Prints how many paid checkouts were still unpaid
 *   in Oja and how long reconciliation (resumed webhooks and the reconcile job) took to apply them.
 * - withdrawals: 20 savers withdraw from their wallets in a loop, so withdrawals are in flight
 *   (held in the ledger, sent or not yet sent to the provider, webhook not yet applied) when the
 *   process dies. Prints how many were stranded at the restart and how long the resumed webhooks
 *   and the withdrawals-reconcile job took to settle them all, and checks the books.
 *
 * Run: npm run bench:crash (both, about 5 minutes), or `npm run bench:crash -- withdrawals` /
 * `-- checkout` for one. BENCH_SECONDS sets each scenario's load time (default 6).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { accounts } from '../src/server/modules/ledger/ledger.public.ts';
import { createServices } from '../src/server/services.ts';
import { fetchThrough } from '../src/server/testing/fetch-through.ts';
import {
  startServerProcess,
  stubWebBuild,
  type ServerProcess,
} from '../src/server/testing/server-process.ts';
import { confirmPayoutAccount } from './support.ts';

const BUYERS = 20;
const SAVERS = 20;
/** Each saver's wallet, put in the ledger at set-up. */
const SAVINGS_NAIRA = 1_000_000;
/** Each withdrawal: ₦500 and its ₦10 fee. */
const WITHDRAWAL_NAIRA = 500;
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const only = process.argv[2];
if (only !== undefined && only !== 'checkout' && only !== 'withdrawals')
  throw new Error(`unknown scenario ${only}: checkout or withdrawals`);

const work = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-crash-'));
const pg = await startEmbeddedPostgres(path.join(work, 'postgres'));
await ensureDatabase(pg.url('postgres'), 'oja');
const database = connectDatabase(pg.url('oja'), 5);
await runMigrations(database.db);

const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: pg.url('oja'),
  DATA_DIR: path.join(work, 'data'),
  // The server needs a built web app only to serve pages; this benchmark calls the API alone.
  WEB_DIST_DIR: stubWebBuild(path.join(work, 'web')),
  HOST: '127.0.0.1',
  PORT: String(port),
  APP_URL: appUrl,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  API_KEYS: 'bench-key',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  // Savers withdraw to accounts they confirmed a moment ago, money credited a moment ago.
  PAYOUT_HOLD_HOURS: '0',
  WALLET_CARD_HOLD_DAYS: '0',
};
const headers = { 'x-api-key': 'bench-key' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Saver = { id: string; token: string; email: string };

/** The shop, buyers and savers, made in-process on the same database before the server starts. */
async function setUp() {
  const base = loadConfig(env);
  const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
  const config = {
    ...base,
    rateLimits: {
      ...base.rateLimits,
      register: relaxed,
      bankAccountLookup: relaxed,
      payoutAccountChange: relaxed,
    },
  };
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    // The sandbox (bank look-ups, transfer recipients) answers in-process: no server is up yet.
    fetch: fetchThrough(() => app),
  });
  const call = async (url: string, payload: object, token?: string) =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        payload,
      })
    ).json().data;
  const register = async (who: string, n: number): Promise<Saver> => {
    const email = `${who}${n}@crash.oja.ng`;
    const data = await call('/users', {
      firstName: 'Crash',
      lastName: `${who}${n}`,
      email,
      phoneCode: '+234',
      phoneNumber: `080${who === 'buyer' ? 3 : 5}${String(2_000_000 + n)}`,
      handle: `crash_${who}_${n}`,
      password: 'correct-horse-42',
    });
    return { id: data.user._id, token: data.accessToken, email };
  };
  const vendor = (await register('buyer', 0)).token;
  const shop = await call(
    '/businesses',
    { name: 'Crash Fabrics', handle: 'crash-fabrics', state: 'Lagos' },
    vendor,
  );
  await app.inject({
    method: 'PUT',
    url: `/api/v1/businesses/${shop._id}/delivery-fees`,
    headers: { ...headers, authorization: `Bearer ${vendor}` },
    payload: { defaultFee: 1500 },
  });
  const productIds: string[] = [];
  for (let i = 0; i < 5; i++)
    productIds.push(
      (
        await call(
          '/products',
          { businessId: shop._id, name: `Adire ${i}`, unitPrice: 5000, quantity: 1_000_000 },
          vendor,
        )
      )._id,
    );
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => (await register('buyer', i + 1)).token),
  );
  // Savers: a funded wallet and a confirmed payout account each. One in ten pays to the sandbox
  // account whose transfers fail, one in ten to the one whose transfers are reversed.
  const services = createServices({ config, db: database.db });
  const savers: Saver[] = [];
  for (let i = 0; i < SAVERS; i++) {
    const saver = await register('saver', i + 1);
    const accountNumber = i % 10 === 8 ? '1111111111' : i % 10 === 9 ? '2222222222' : '0123456789';
    await confirmPayoutAccount(app, database.db, saver, accountNumber, 'bench-key');
    await database.db.transaction((tx) =>
      services.ledger.post(tx, {
        kind: 'BENCH_CREDIT',
        reference: uuidv7(),
        entries: [
          { account: accounts.provider, amountKobo: -BigInt(SAVINGS_NAIRA * 100) },
          { account: accounts.wallet(saver.id), amountKobo: BigInt(SAVINGS_NAIRA * 100) },
        ],
      }),
    );
    savers.push(saver);
  }
  await app.close();
  return { productIds, buyers, savers };
}

const firstRow = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows[0] as T;

async function checkoutCounts() {
  return firstRow<{ paidAtProvider: number; appliedInOja: number; toWallet: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM paystack_sandbox_transactions WHERE status = 'success') AS "paidAtProvider",
      (SELECT count(*)::int FROM payment_transactions t JOIN paystack_sandbox_transactions s USING (reference)
        WHERE s.status = 'success' AND t.status IN ('SUCCESS', 'REVERSED')) AS "appliedInOja",
      (SELECT count(*)::int FROM payment_transactions t JOIN paystack_sandbox_transactions s USING (reference)
        WHERE s.status = 'success' AND t.status = 'REVERSED') AS "toWallet"`);
}

async function checkoutScenario(
  server: ServerProcess,
  productIds: string[],
  buyers: string[],
): Promise<ServerProcess> {
  const until = Date.now() + seconds * 1000;
  let checkouts = 0;
  const buying = Promise.all(
    buyers.map(async (token, b) => {
      const auth = { ...headers, authorization: `Bearer ${token}` };
      for (let n = b; Date.now() < until; n++) {
        try {
          const placed = await fetch(`${appUrl}/api/v1/orders`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({
              orderDetails: [{ productId: productIds[n % productIds.length], count: 1 }],
              deliveryAddress: {
                recipientName: 'Crash Buyer',
                phone: '08031234567',
                street: '1 Marina',
                city: 'Lagos Island',
                state: 'Lagos',
              },
            }),
          });
          const { authorizationUrl } = (await placed.json()).data;
          await fetch(authorizationUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'card=success',
            redirect: 'manual',
          });
          checkouts++;
        } catch {
          // The server is down: this buyer waits for it like a real one would not; move on.
          await sleep(200);
        }
      }
    }),
  );
  await sleep((seconds * 1000) / 2);
  await server.crash();
  await buying;
  const atCrash = await checkoutCounts();
  console.warn(
    `checkout: ${checkouts} checkouts paid in ${seconds} s by ${BUYERS} buyers; server killed (SIGKILL) half-way`,
  );
  console.warn(
    `  paid at the provider: ${atCrash.paidAtProvider}, applied in Oja at the crash: ${atCrash.appliedInOja}`,
  );

  const restarted = Date.now();
  const again = await startServerProcess(env);
  let now = atCrash;
  while (now.appliedInOja < now.paidAtProvider && Date.now() - restarted < 6 * 60_000) {
    await sleep(5_000);
    now = await checkoutCounts();
  }
  const took = ((Date.now() - restarted) / 1000).toFixed(0);
  console.warn(
    `  after the restart, with no buyer calling back: ${now.appliedInOja} of ${now.paidAtProvider} applied within ${took} s (${now.toWallet} to wallets as late payments), ${now.paidAtProvider - now.appliedInOja} stranded`,
  );
  return again;
}

/** The savers' withdrawals by state, in Oja and at the provider. */
async function withdrawalCounts() {
  return firstRow<{
    total: number;
    pending: number;
    neverSent: number;
    webhookDue: number;
    success: number;
    failed: number;
    reversed: number;
  }>(sql`
    SELECT
      count(*)::int AS total,
      (count(*) FILTER (WHERE w.status = 'PENDING'))::int AS pending,
      (count(*) FILTER (WHERE w.status = 'PENDING' AND s.reference IS NULL))::int AS "neverSent",
      (count(*) FILTER (WHERE w.status = 'PENDING' AND s.webhook_delivered_at IS NULL
        AND s.reference IS NOT NULL))::int AS "webhookDue",
      (count(*) FILTER (WHERE w.status = 'SUCCESS'))::int AS success,
      (count(*) FILTER (WHERE w.status = 'FAILED'))::int AS failed,
      (count(*) FILTER (WHERE w.status = 'REVERSED'))::int AS reversed
    FROM withdrawals w LEFT JOIN paystack_sandbox_transfers s USING (reference)`);
}

/** What must hold once every withdrawal has settled: each wallet and the whole ledger add up. */
async function withdrawalBooks(savers: Saver[]) {
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
  }>(sql`
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
        WHERE account LIKE 'payout-in-flight:%') AS "inFlightLeft"`);
}

async function withdrawalsScenario(server: ServerProcess, savers: Saver[]): Promise<ServerProcess> {
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
  const atCrash = await withdrawalCounts();
  await withdrawing;
  console.warn(
    `withdrawals: ${SAVERS} savers withdrawing ₦${WITHDRAWAL_NAIRA} in a loop; server killed (SIGKILL) after ${((killedAt - (until - seconds * 1000)) / 1000).toFixed(1)} s`,
  );
  console.warn(
    `  at the kill: ${atCrash.total} withdrawals held in the ledger (${accepted} answered 201 before it, ${refused} refused), ${atCrash.pending} in flight: ${atCrash.neverSent} never reached the provider, ${atCrash.webhookDue} accepted with the webhook not yet applied`,
  );

  const restarted = Date.now();
  const again = await startServerProcess(env);
  const started = await withdrawalCounts();
  let now = started;
  let settledAllAt: number | null = now.pending === 0 ? Date.now() : null;
  // When no more are pending than never reached the provider: the resumed webhooks' share.
  let sentSettledAt: number | null = now.pending <= started.neverSent ? Date.now() : null;
  // Deliveries under way at the kill stay claimed for a minute before the provider resends them.
  let pendingAt10s: number | null = null;
  while (settledAllAt === null && Date.now() - restarted < 5 * 60_000) {
    await sleep(1_000);
    now = await withdrawalCounts();
    if (pendingAt10s === null && Date.now() - restarted >= 10_000) pendingAt10s = now.pending;
    if (sentSettledAt === null && now.pending <= started.neverSent) sentSettledAt = Date.now();
    if (now.pending === 0) settledAllAt = Date.now();
  }
  const after = (at: number | null) =>
    at === null ? 'not within 5 min' : `${((at - restarted) / 1000).toFixed(1)} s`;
  console.warn(
    `  after the restart, nobody calling back: ${started.pending} stranded when it came up, ${started.pending - (pendingAt10s ?? 0)} settled within 10 s; those the provider had accepted settled (resumed webhooks) ${after(sentSettledAt)} after the restart, all (the withdrawals-reconcile job sends the rest) ${after(settledAllAt)}: ${now.success} success, ${now.failed} failed, ${now.reversed} reversed, ${now.pending} still stranded`,
  );
  const books = await withdrawalBooks(savers);
  console.warn(
    `  books: ledger total ${books.ledgerTotal} kobo, in flight left ${books.inFlightLeft} kobo, wallets below zero ${books.negativeWallets}, wallets that disagree with their withdrawals ${books.wrongWallets}, withdrawals settled twice ${books.settledTwice}`,
  );
  return again;
}

let server: ServerProcess | undefined;
try {
  const { productIds, buyers, savers } = await setUp();
  server = await startServerProcess(env);
  if (only !== 'withdrawals') server = await checkoutScenario(server, productIds, buyers);
  if (only !== 'checkout') server = await withdrawalsScenario(server, savers);
  await server.stop();
} finally {
  await server?.crash();
  await database.close();
  await pg.stop();
  rmSync(work, { recursive: true, force: true });
}
