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
import {
  firstRow,
  SAVERS,
  SAVINGS_NAIRA,
  sleep,
  withdrawalsScenario,
  type CrashRun,
  type Saver,
} from './crash-withdrawals.ts';
import { confirmPayoutAccount, setUpConfig } from './support.ts';

const BUYERS = 20;
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
const run: CrashRun = { db: database.db, env, appUrl, headers, seconds };

/** The shop, buyers and savers, made in-process on the same database before the server starts. */
async function setUp() {
  const config = setUpConfig(env);
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

async function checkoutCounts() {
  return firstRow<{ paidAtProvider: number; appliedInOja: number; toWallet: number }>(
    run,
    sql`
    SELECT
      (SELECT count(*)::int FROM paystack_sandbox_transactions WHERE status = 'success') AS "paidAtProvider",
      (SELECT count(*)::int FROM payment_transactions t JOIN paystack_sandbox_transactions s USING (reference)
        WHERE s.status = 'success' AND t.status IN ('SUCCESS', 'REVERSED')) AS "appliedInOja",
      (SELECT count(*)::int FROM payment_transactions t JOIN paystack_sandbox_transactions s USING (reference)
        WHERE s.status = 'success' AND t.status = 'REVERSED') AS "toWallet"`,
  );
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

let server: ServerProcess | undefined;
try {
  const { productIds, buyers, savers } = await setUp();
  server = await startServerProcess(env);
  if (only !== 'withdrawals') server = await checkoutScenario(server, productIds, buyers);
  if (only !== 'checkout') server = await withdrawalsScenario(run, server, savers);
  await server.stop();
} finally {
  await server?.crash();
  await database.close();
  await pg.stop();
  rmSync(work, { recursive: true, force: true });
}
