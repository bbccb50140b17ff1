/**
 * The servers bench/search.ts loads: the Oja app on a fresh database holding the demo
 * marketplace plus 100,000 products, and a bare `node:http` server answering the same
 * suggestion lookup from the same indexes (no routing, validation or hooks: the limit of the
 * work). Prints one JSON line (URLs and the names prefixes are typed from); stops on SIGTERM.
 */
import { demoWorld } from './demo-world.ts';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import {
  loadSuggestionIndexes,
  suggest,
} from '../src/server/modules/suggestions/suggestions.service.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const { db, config, services, dispose } = await demoWorld({ apiKey: 'bench-key', products });

// The app reads its indexes at start-up as main.ts has it do (the module's `warm`).
await services.suggestions.warm();
const app = await buildApp({ config, db: db, services, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const indexes = await loadSuggestionIndexes(db);
const bare = http.createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://bare').searchParams.get('q')?.trim() ?? '';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: true, data: suggest(indexes, q) }));
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

// What shoppers type: the catalogue's own names (bulk names without their edition number).
const names = await db.execute<{ name: string }>(
  sql`SELECT DISTINCT regexp_replace(name, ' #[0-9]+$', '') AS name FROM products
      UNION SELECT name FROM businesses
      UNION SELECT first_name || ' ' || last_name FROM users WHERE has_post`,
);
process.stdout.write(
  `${JSON.stringify({
    appUrl,
    bareUrl,
    apiKey: 'bench-key',
    names: names.rows.map((r) => r.name),
    entries: {
      products: indexes.products.size,
      businesses: indexes.businesses.size,
      creators: indexes.creators.size,
      categories: indexes.categories.size,
    },
  })}\n`,
);

const stop = async () => {
  await app.close();
  bare.close();
  await dispose();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 15 * 60_000).unref();
