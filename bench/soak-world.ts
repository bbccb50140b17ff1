/**
 * The world bench/soak.ts runs in, made in a process of its own so that the app's memory is its
 * own (a production instance does not seed): embedded PostgreSQL holding the demo marketplace
 * plus BENCH_PRODUCTS (100,000) products, one shop with well-stocked products to buy from, and
 * BENCH_BUYERS (30) signed-in buyers. Prints one JSON line (the database's URL, the buyers'
 * tokens, what to browse and search), then keeps the database running until SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createLocalStorage } from '../src/server/integrations/storage.ts';
import { openJobQueue } from '../src/server/jobs/jobs.ts';
import { seedBulkProducts } from '../src/server/seed/bulk.ts';
import { seedDemoData } from '../src/server/seed/demo.ts';
import { createServices } from '../src/server/services.ts';
import { soakConfig } from './soak-config.ts';
import { registerBenchBuyer } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 30);
const log = (line: string) => process.stderr.write(`${line}\n`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-soak-'));
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
const stop = async (code: number) => {
  await pg.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};
// A set-up that fails must not leave its database running.
process.once('uncaughtException', (err) => {
  log(String(err?.stack ?? err));
  void stop(1);
});
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
await ensureDatabase(pg.url('postgres'), 'oja');
const databaseUrl = pg.url('oja');
const database = connectDatabase(databaseUrl, 10);
await runMigrations(database.db);

// The set-up's own app, never listening: it registers the buyers as the API does.
const config = soakConfig(0, path.join(dir, 'data'));
const boss = await openJobQueue(database.db, { workers: false });
const services = createServices({ config, db: database.db, boss });
const { seeded } = await seedDemoData(database.db, services, createLocalStorage(config.uploadsDir));
if (!seeded) throw new Error('The database already had users: the bench needs an empty one');
if (PRODUCTS > 0) await seedBulkProducts(database.db, PRODUCTS, log);
const app = await buildApp({ config, db: database.db, services, logger: false });

const headers = { 'x-api-key': 'bench-key' };
const register = (n: number) =>
  registerBenchBuyer(app, 'bench-key', {
    name: 'soak',
    n,
    phoneNumber: `0905${String(3_000_000 + n)}`,
  });
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
    payload: { businessId: shop._id, name: `Soak adire ${i}`, unitPrice: 5000, quantity: 1e6 },
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
await app.close();
await boss.stop({ graceful: false });
await database.close();

process.stdout.write(
  `${JSON.stringify({
    databaseUrl,
    buyers,
    stocked,
    productIds: sample.rows.map((r) => r.id),
    businessIds: shops.rows.map((r) => r.id),
    words,
  })}\n`,
);
// Holds the database until the benchmark ends it, and never outlives it (the run, and some).
setTimeout(() => void stop(0), (Number(process.env.BENCH_MINUTES ?? 10) + 10) * 60_000);
