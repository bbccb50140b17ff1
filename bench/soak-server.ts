/**
 * The server bench/soak.ts drives: the Oja app (with its Paystack sandbox) on a fresh database
 * holding the demo marketplace plus BENCH_PRODUCTS (100,000) products, one shop with well-stocked
 * products to buy from, and BENCH_BUYERS (30) signed-in buyers. Prints one JSON line (URL, key,
 * tokens, what to browse and search), then answers `memory` on stdin with one JSON line: its
 * resident set, heap and buffers as it runs (no forced garbage collection). Stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createLocalStorage } from '../src/server/integrations/storage.ts';
import { openJobQueue, startJobs } from '../src/server/jobs/jobs.ts';
import { seedBulkProducts } from '../src/server/seed/bulk.ts';
import { seedDemoData } from '../src/server/seed/demo.ts';
import { createServices, warmInBackground } from '../src/server/services.ts';
import { benchDatabase } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 30);
const log = (line: string) => process.stderr.write(`${line}\n`);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-soak-'));
const database = await benchDatabase();
// A set-up that fails must not leave its database running.
process.once('uncaughtException', (err) => {
  log(String(err?.stack ?? err));
  void database
    .dispose()
    .catch(() => {})
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    });
});
const base = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(port),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  API_KEYS: 'bench-key',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
});
// Set-up is not load: the per-IP limits are lifted, card money can be spent at once, and the
// buyers' tokens outlast the run.
const relaxed = { max: 1_000_000, timeWindowMs: 60_000 };
const config = {
  ...base,
  accessTokenTtlSeconds: 3 * 3600,
  payments: { ...base.payments, cardHoldMs: 0 },
  rateLimits: { ...base.rateLimits, register: relaxed, login: relaxed },
};
// As main.ts runs it: the job workers (events, notifications, e-mail) in the same process.
const boss = await openJobQueue(database.db, { workers: true });
const services = createServices({ config, db: database.db, boss });
const { seeded } = await seedDemoData(database.db, services, createLocalStorage(config.uploadsDir));
if (!seeded) throw new Error('The database already had users: the bench needs an empty one');
if (PRODUCTS > 0) await seedBulkProducts(database.db, PRODUCTS, log);

const app = await buildApp({ config, db: database.db, services, logger: false });
warmInBackground(services, (msg, detail) => log(`${msg} ${String(detail)}`));
const appUrl = await app.listen({ host: '127.0.0.1', port });
await startJobs({ boss, services, log: () => {} });

const headers = { 'x-api-key': 'bench-key' };
async function register(n: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers,
    payload: {
      firstName: 'Soak',
      lastName: `Buyer${n}`,
      email: `soak${n}@bench.oja.ng`,
      phoneCode: '+234',
      phoneNumber: `0905${String(3_000_000 + n)}`,
      handle: `soak_buyer_${n}`,
      password: 'correct-horse-42',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register ${res.statusCode} ${res.body}`);
  return res.json().data.accessToken as string;
}
const vendor = await register(0);
const opened = await app.inject({
  method: 'POST',
  url: '/api/v1/businesses',
  headers: { ...headers, authorization: `Bearer ${vendor}` },
  payload: { name: 'Soak Fabrics', handle: 'soak-fabrics', state: 'Lagos' },
});
if (opened.statusCode !== 201) throw new Error(`shop ${opened.statusCode} ${opened.body}`);
const shop = opened.json().data;
const stocked: string[] = [];
for (let i = 0; i < 5; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: { ...headers, authorization: `Bearer ${vendor}` },
    payload: {
      businessId: shop._id,
      name: `Soak adire ${i}`,
      unitPrice: 5000,
      quantity: 1_000_000,
    },
  });
  if (res.statusCode !== 201) throw new Error(`product ${res.statusCode} ${res.body}`);
  stocked.push(res.json().data._id);
}
const buyers: string[] = [];
for (let i = 1; i <= BUYERS; i++) buyers.push(await register(i));

// What browsing and searching pick from: product ids, businesses, and words of names.
const sample = await database.db.execute<{ id: string; name: string }>(
  sql`SELECT id, name FROM products TABLESAMPLE SYSTEM (5) WHERE is_active LIMIT 3000`,
);
const shops = await database.db.execute<{ id: string }>(
  sql`SELECT id FROM businesses WHERE is_active`,
);
const words = [
  ...new Set(sample.rows.flatMap((r) => r.name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])),
].slice(0, 500);

process.stdout.write(
  `${JSON.stringify({
    appUrl,
    apiKey: 'bench-key',
    buyers,
    stocked,
    productIds: sample.rows.map((r) => r.id),
    businessIds: shops.rows.map((r) => r.id),
    words,
  })}\n`,
);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'memory') return;
  const m = process.memoryUsage();
  const answer = { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
});

async function stop() {
  await app.close();
  await boss.stop({ graceful: false });
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
// Never outlive the benchmark that started it (set-up, the run, and some).
setTimeout(() => void stop(), (Number(process.env.BENCH_MINUTES ?? 10) + 30) * 60_000).unref();
