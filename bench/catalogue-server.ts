/**
 * The servers bench/catalogue.ts loads: the Oja app on a fresh database holding the demo
 * marketplace plus 100,000 products, and, for bench/limit.ts, the statements the app sends for
 * every query of the run (recorded from a second app on the same database, with its own page
 * cache, so the measured app has seen none of them). Prints one JSON line; stops on SIGTERM.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { createServices } from '../src/server/services.ts';
import { scenarioQueries } from './catalogue-queries.ts';
import { demoWorld } from './demo-world.ts';
import type { Recorded } from './limit.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const perScenario = Number(process.env.BENCH_QUERIES ?? 20_000);
const apiKey = 'bench-key';
const headers = { 'x-api-key': apiKey };
const world = await demoWorld({ apiKey, products });
const { db, config, services } = world;
// The vocabulary is read at start-up by main.ts; built here, the app reads it now.
await services.products.warmSearch();
const app = await buildApp({ config, db, services, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

// What the queries are built from: the catalogue's own names, states, categories and a sample
// of the products shown with their list keys.
const names = await db.execute<{ name: string }>(
  sql`SELECT name FROM products WHERE name NOT LIKE '%#%'
      UNION SELECT name FROM businesses
      UNION (SELECT name FROM products WHERE name LIKE '%#%' LIMIT 100)`,
);
const shown = await db.execute<{ key: string; state: string | null; categoryId: string | null }>(
  sql`SELECT (CASE WHEN p.is_pinned THEN '1.' ELSE '0.' END) || p.id AS key, b.state,
             p.category_id AS "categoryId"
      FROM products p JOIN businesses b ON b.id = p.business_id
      WHERE p.is_active AND b.is_active ORDER BY random() LIMIT 30000`,
);
const catalogue = {
  names: names.rows.map((r) => r.name),
  states: [...new Set(shown.rows.flatMap((r) => (r.state ? [r.state] : [])))],
  categoryIds: [...new Set(shown.rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))],
  keys: shown.rows,
};
const { typos, ...queries } = scenarioQueries(catalogue, perScenario);
const pathOf = (query: string) => `/api/v1/products?${query}&limit=20&view=card`;

// The recording apps: each with its own pool, whose every read is noted against the one request
// that app is serving (each text once), and whether it was sent while the one before was still
// running. Each app records one request at a time, so every statement belongs to the one being
// served; three of them share the list.
const texts = new Map<string, number>();
const statements = new Map<string, Recorded['statements'][string]>();
const recordings: { close: () => Promise<void> }[] = [];
async function recordingApp() {
  const recorded = connectDatabase(world.url, 4);
  let serving: string | null = null;
  let running = 0;
  const send = recorded.pool.query.bind(recorded.pool) as (...a: unknown[]) => Promise<unknown>;
  (recorded.pool as unknown as { query: typeof send }).query = (...args: unknown[]) => {
    const list = serving ? statements.get(serving) : undefined;
    const [q, values] = args as [
      string | { text: string; values?: unknown[]; rowMode?: string },
      unknown[],
    ];
    const text = typeof q === 'string' ? q : q.text;
    // Only the request's reads: not a background write or a vocabulary refresh meanwhile.
    if (!list || !/^select/i.test(text) || text.includes('ts_stat')) return send(...args);
    if (!texts.has(text)) texts.set(text, texts.size);
    list.push({
      text: texts.get(text)!,
      values: (typeof q === 'string' ? values : (q.values ?? values)) ?? [],
      arrays: typeof q !== 'string' && q.rowMode === 'array',
      alongside: running > 0,
    });
    running++;
    return send(...args).finally(() => running--);
  };
  const recordingServices = createServices({ config, db: recorded.db, boss: world.boss });
  await recordingServices.products.warmSearch();
  const recorder = await buildApp({
    config,
    db: recorded.db,
    services: recordingServices,
    logger: false,
  });
  await recorder.ready();
  recordings.push({
    close: async () => {
      await recorder.close();
      await recorded.close();
    },
  });
  return async function record(url: string) {
    statements.set(url, []);
    serving = url;
    const res = await recorder.inject({ url, headers }).finally(() => (serving = null));
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as { nextAfter: string | null };
  };
}
const recorders = await Promise.all([recordingApp(), recordingApp(), recordingApp()]);
const record = recorders[0]!;
const started = Date.now();
const urls = Object.values(queries).flat().map(pathOf);
await Promise.all(
  recorders.map(async (recordOne, r) => {
    for (let i = r; i < urls.length; i += recorders.length) await recordOne(urls[i]!);
  }),
);

// Deep pages: page 1 and page 200 of the plain list, a state and a category, by number and
// continued after page 199's last product (as the grid asks for it after scrolling there).
const busiest = async (column: 'b.state' | 'p.category_id') =>
  (
    await db.execute<{ v: string }>(
      sql`SELECT ${sql.raw(column)} AS v FROM products p JOIN businesses b ON b.id = p.business_id
          WHERE p.is_active AND b.is_active AND ${sql.raw(column)} IS NOT NULL
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
  ).rows[0]!.v;
const deepFilters = {
  'plain list': '',
  [`state ${await busiest('b.state')}`]: `productState=${encodeURIComponent(await busiest('b.state'))}&`,
  'busiest category': `productCategoryIds=${await busiest('p.category_id')}&`,
};
const deep: Record<string, { first: string; numbered: string; keyed: string }> = {};
for (const [name, filter] of Object.entries(deepFilters)) {
  const at = (page: number, after?: string) =>
    `/api/v1/products?${filter}page=${page}${after ? `&after=${after}` : ''}&limit=20&view=card`;
  let after: string | null = null;
  for (let page = 1; page < 200; page++)
    after = (await record(at(page, after ?? undefined))).nextAfter;
  deep[name] = { first: at(1), numbered: at(200), keyed: at(200, after!) };
  await record(deep[name].numbered);
  await record(deep[name].keyed);
}
const empty = [...statements].filter(([, list]) => list.length === 0);
if (empty.length)
  process.stderr.write(`no statement recorded for ${empty.length} requests, as ${empty[0]![0]}\n`);
process.stderr.write(
  `recorded the statements of ${statements.size} requests in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
for (const recording of recordings) await recording.close();

// The bare routes' payload: a real 20-product page in the card view, as the grids ask for it.
const samplePage = (await app.inject({ url: pathOf('page=1'), headers })).body;
const dir = mkdtempSync(path.join(os.tmpdir(), 'oja-bench-limit-'));
const file = path.join(dir, 'statements.json');
const out: Recorded = {
  samplePage,
  texts: [...texts.keys()],
  statements: Object.fromEntries(statements),
};
writeFileSync(file, JSON.stringify(out));

process.stdout.write(
  `${JSON.stringify({
    appUrl,
    apiKey,
    databaseUrl: world.url,
    statementsFile: file,
    queries,
    typos,
    deep,
    pageBytes: Buffer.byteLength(samplePage),
  })}\n`,
);

const stop = async () => {
  await app.close();
  await world.dispose();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
setTimeout(() => void stop(), 20 * 60_000).unref();
