/**
 * No payment is stranded by a crash: 20 buyers check out and pay on the sandbox against the real
 * server process (`src/server/main.ts`), which is killed with SIGKILL in the middle of it, so some
 * payments succeed at the provider after the app last heard of them. The server is started
 * again, nobody calls back, and this prints how many paid checkouts were still unpaid in Oja and
 * how long reconciliation (resumed webhooks and the reconcile job) took to apply them all.
 * Run: npm run bench:crash (about 4 minutes; BENCH_SECONDS sets the buying time, default 6).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';

const BUYERS = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const work = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-crash-'));
const pg = await startEmbeddedPostgres(path.join(work, 'postgres'));
await ensureDatabase(pg.url('postgres'), 'oja');
const database = connectDatabase(pg.url('oja'), 5);
await runMigrations(database.db);

const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
// The server needs a built web app only to serve pages; this benchmark calls the API alone.
const webDir = path.join(work, 'web');
mkdirSync(webDir);
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Oja</title>');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: pg.url('oja'),
  DATA_DIR: path.join(work, 'data'),
  WEB_DIST_DIR: webDir,
  PORT: String(port),
  APP_URL: appUrl,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  API_KEYS: 'bench-key',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
};
const headers = { 'x-api-key': 'bench-key' };

/** The shop and buyers, made in-process on the same database before the server starts. */
async function setUp() {
  const base = loadConfig(env);
  const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
  const app = await buildApp({
    config: { ...base, rateLimits: { ...base.rateLimits, register: relaxed } },
    db: database.db,
    logger: false,
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
  const register = async (n: number) =>
    (
      await call('/users', {
        firstName: 'Crash',
        lastName: `Buyer${n}`,
        email: `buyer${n}@crash.oja.ng`,
        phoneCode: '+234',
        phoneNumber: `0803${String(2_000_000 + n)}`,
        handle: `crash_buyer_${n}`,
        password: 'correct-horse-42',
      })
    ).accessToken as string;
  const vendor = await register(0);
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
  const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => register(i + 1)));
  await app.close();
  return { productIds, buyers };
}

/** Starts `npm start`'s entry point and resolves once it says it is running. */
function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => line.startsWith('Oja is running') && resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function counts() {
  const result = await database.db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM paystack_sandbox_transactions WHERE status = 'success') AS "paidAtProvider",
      (SELECT count(*)::int FROM payment_transactions t JOIN paystack_sandbox_transactions s USING (reference)
        WHERE s.status = 'success' AND t.status IN ('SUCCESS', 'REVERSED')) AS "appliedInOja",
      (SELECT count(*)::int FROM payment_transactions t JOIN paystack_sandbox_transactions s USING (reference)
        WHERE s.status = 'success' AND t.status = 'REVERSED') AS "toWallet"`);
  return result.rows[0] as { paidAtProvider: number; appliedInOja: number; toWallet: number };
}

try {
  const { productIds, buyers } = await setUp();
  let server = await startServer();
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
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }),
  );
  await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
  server.kill('SIGKILL');
  await buying;
  const atCrash = await counts();
  console.warn(
    `${checkouts} checkouts paid in ${seconds} s by ${BUYERS} buyers; server killed (SIGKILL) half-way`,
  );
  console.warn(
    `  paid at the provider: ${atCrash.paidAtProvider}, applied in Oja at the crash: ${atCrash.appliedInOja}`,
  );

  const restarted = Date.now();
  server = await startServer();
  let now = atCrash;
  while (now.appliedInOja < now.paidAtProvider && Date.now() - restarted < 6 * 60_000) {
    await new Promise((r) => setTimeout(r, 5_000));
    now = await counts();
  }
  const took = ((Date.now() - restarted) / 1000).toFixed(0);
  console.warn(
    `  after the restart, with no buyer calling back: ${now.appliedInOja} of ${now.paidAtProvider} applied within ${took} s (${now.toWallet} to wallets as late payments), ${now.paidAtProvider - now.appliedInOja} stranded`,
  );
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
} finally {
  await database.close();
  await pg.stop();
  rmSync(work, { recursive: true, force: true });
}
