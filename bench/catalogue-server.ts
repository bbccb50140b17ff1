/**
 * The servers bench/catalogue.ts loads: the Oja app on a fresh database holding the demo
 * marketplace plus 100,000 products, and a bare Fastify JSON route started the same way.
 * Prints one JSON line (URLs and some business ids); stops on SIGTERM.
 */
import { demoWorld } from './demo-world.ts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const { db, config, services, dispose } = await demoWorld({ apiKey: 'bench-key', products });

const app = await buildApp({ config, db: db, services, logger: false });
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
const names = await db.execute<{ name: string }>(
  sql`SELECT name FROM products WHERE name NOT LIKE '%#%'
      UNION SELECT name FROM businesses
      UNION (SELECT name FROM products WHERE name LIKE '%#%' LIMIT 100)`,
);
const shops = await db.execute<{ id: string; state: string | null }>(
  sql`SELECT id, state FROM businesses WHERE is_active`,
);
const categories = await db.execute<{ id: string }>(sql`SELECT id FROM categories`);
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
  await bare.close();
  await dispose();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
