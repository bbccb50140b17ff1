/**
 * The servers bench/catalogue.ts loads: the Oja app on a fresh database holding the demo
 * marketplace plus 100,000 products, and a bare Fastify JSON route started the same way.
 * Prints one JSON line (URLs and some business ids); stops on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { seedBulkProducts } from '../src/server/seed/bulk.ts';
import { seedDemoData } from '../src/server/seed/demo.ts';
import { createLocalStorage } from '../src/server/integrations/storage.ts';
import { openJobQueue } from '../src/server/jobs/jobs.ts';
import { createServices } from '../src/server/services.ts';
import { benchDatabase } from './support.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const uploads = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-uploads-'));
const database = await benchDatabase();
const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    API_KEYS: 'bench-key',
    PAYSTACK_SECRET_KEY: 'sk_test_bench_unused',
    SEED_DEMO: 'false',
  }),
  uploadsDir: uploads,
};
// Services built once, as main.ts does, for the seed and the app.
const boss = await openJobQueue(database.db, { workers: false });
const services = createServices({ config, db: database.db, boss });
await seedDemoData(database.db, services, createLocalStorage(uploads));
await seedBulkProducts(database.db, products, (line) => process.stderr.write(`${line}\n`));

const app = await buildApp({ config, db: database.db, services, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const list = await app.inject({
  url: '/api/v1/businesses?limit=5',
  headers: { 'x-api-key': 'bench-key' },
});
// The bare route also answers with a real 20-product page as the grids ask for it (card view),
// to separate payload size from app cost.
const samplePage = (
  await app.inject({
    url: '/api/v1/products?limit=20&view=card',
    headers: { 'x-api-key': 'bench-key' },
  })
).body;
const bare = Fastify({ logger: false });
bare.get('/json', async () => ({ success: true, data: { hello: 'world' } }));
bare.get('/page', async (_request, reply) => reply.type('application/json').send(samplePage));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
const businessIds = (list.json().data.results as { _id: string }[]).map((b) => b._id);
// What the uncached scenario builds its queries from: the catalogue's own names, states,
// categories and shops, read once here.
const names = await database.db.execute<{ name: string }>(
  sql`SELECT name FROM products WHERE name NOT LIKE '%#%'
      UNION SELECT name FROM businesses
      UNION (SELECT name FROM products WHERE name LIKE '%#%' LIMIT 100)`,
);
const shops = await database.db.execute<{ id: string; state: string | null }>(
  sql`SELECT id, state FROM businesses WHERE is_active`,
);
const categories = await database.db.execute<{ id: string }>(sql`SELECT id FROM categories`);
const catalogue = {
  names: names.rows.map((r) => r.name),
  states: [...new Set(shops.rows.flatMap((r) => (r.state ? [r.state] : [])))],
  categoryIds: categories.rows.map((r) => r.id),
  shopIds: shops.rows.map((r) => r.id),
  products,
};
process.stdout.write(
  `${JSON.stringify({ bareUrl, appUrl, businessIds, apiKey: 'bench-key', catalogue, pageBytes: Buffer.byteLength(samplePage) })}\n`,
);

const stop = async () => {
  await app.close();
  await boss.stop({ graceful: false });
  await bare.close();
  await database.dispose();
  rmSync(uploads, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
