/**
 * How well the product search finds what a shopper means: every query of the hand-labelled set
 * (bench/relevance-set.ts) asked of `GET /api/v1/products?productSearch=<query>` on a fresh
 * database holding the demo marketplace, through the app in-process (`app.inject`). Prints, per
 * kind of query and overall, over the queries that have relevant products:
 * - P@5: the share of the first five results (`limit=5`) that are relevant, a missing result
 *   counting as not relevant; "best" beside it is what a perfect search would score, since a
 *   query with fewer than five relevant products cannot fill the five;
 * - miss: the share of queries with no relevant product in the first five;
 * - MRR@10: the mean of 1/rank of the first relevant product within the first ten results
 *   (`limit=10`), 0 when none is there;
 * then each missed query with what came first and how many products matched, so a developer can
 * see why, and apart, the queries the catalogue has nothing for, with how many returned anything
 * (the best answer there is an empty page). Figures are reported, not judged; it exits 0.
 * Run: npm run bench:relevance   (BENCH_VERBOSE=1 also prints every query's first five;
 * BENCH_DATABASE_URL to use a database of your own, which must be empty)
 */
import { demoWorld } from './demo-world.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { SHOPS } from '../src/server/seed/catalogue-data.ts';
import { parseLabel, RELEVANCE_SET, type Judged, type Kind } from './relevance-set.ts';

type Hit = { name: string; business: { handle: string } };
type Page = { hits: Hit[]; total: number };
type Outcome = Judged & { top5: Hit[]; total: number; found: number; rank: number | null };

const API_KEY = 'bench-key';

function relevant(hit: Hit, labels: string[]): boolean {
  return labels.some((label) => {
    const { name, handle } = parseLabel(label);
    return hit.name === name && (handle === null || hit.business.handle === handle);
  });
}

async function search(app: FastifyInstance, query: string, limit: number): Promise<Page> {
  const res = await app.inject({
    url: `/api/v1/products?${new URLSearchParams({ productSearch: query, limit: String(limit) })}`,
    headers: { 'x-api-key': API_KEY },
  });
  if (res.statusCode !== 200) throw new Error(`"${query}": ${res.statusCode} ${res.body}`);
  const page = res.json().data as { results: Hit[]; totalRecords: number };
  return { hits: page.results, total: page.totalRecords };
}

async function judge(app: FastifyInstance, entry: Judged): Promise<Outcome> {
  const first5 = await search(app, entry.query, 5);
  const first10 = await search(app, entry.query, 10);
  const at = first10.hits.findIndex((hit) => relevant(hit, entry.relevant));
  return {
    ...entry,
    top5: first5.hits,
    total: first5.total,
    found: first5.hits.filter((hit) => relevant(hit, entry.relevant)).length,
    rank: at < 0 ? null : at + 1,
  };
}

/** How many catalogue products the labels accept (a bare name may be sold by two shops). */
const available = (labels: string[]) =>
  SHOPS.flatMap((shop) => shop.lines.map((line) => ({ name: line.name, business: shop }))).filter(
    (product) => relevant(product, labels),
  ).length;

const shown = (hit: Hit | undefined) => (hit ? `${hit.name} @ ${hit.business.handle}` : '—');
const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function summary(label: string, outcomes: Outcome[]): string[] {
  return [
    label,
    String(outcomes.length),
    mean(outcomes.map((o) => o.found / 5)).toFixed(2),
    mean(outcomes.map((o) => Math.min(5, available(o.relevant)) / 5)).toFixed(2),
    pct(mean(outcomes.map((o) => (o.found === 0 ? 1 : 0)))),
    mean(outcomes.map((o) => (o.rank ? 1 / o.rank : 0))).toFixed(2),
  ];
}

function printReport(outcomes: Outcome[]): void {
  const judged = outcomes.filter((o) => o.relevant.length > 0);
  const empty = outcomes.filter((o) => o.relevant.length === 0);
  const kinds = [...new Set(judged.map((o) => o.kind))] as Kind[];
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(14) : c.padStart(9))).join('');
  console.warn(`\nProduct search relevance: ${outcomes.length} labelled queries\n`);
  console.warn(row(['kind', 'queries', 'P@5', 'best', 'miss', 'MRR@10']));
  for (const kind of kinds)
    console.warn(
      row(
        summary(
          kind,
          judged.filter((o) => o.kind === kind),
        ),
      ),
    );
  console.warn(row(summary('overall', judged)));

  const misses = judged.filter((o) => o.found === 0);
  console.warn(`\nMissed (no relevant product in the first five): ${misses.length}`);
  for (const o of misses)
    console.warn(
      `  ${`"${o.query}"`.padEnd(20)} ${o.kind.padEnd(13)} ${String(o.total).padStart(4)} matched; first: ${shown(o.top5[0])}`,
    );

  const answered = empty.filter((o) => o.total > 0);
  console.warn(
    `\nQueries with nothing relevant in the catalogue: ${empty.length}, ` +
      `of which ${answered.length} returned something (best: none)`,
  );
  for (const o of empty)
    console.warn(
      `  ${`"${o.query}"`.padEnd(20)} ${String(o.total).padStart(4)} matched; first: ${shown(o.top5[0])}`,
    );

  if (process.env.BENCH_VERBOSE) {
    console.warn("\nEvery query's first five (* relevant):");
    for (const o of outcomes)
      console.warn(
        `  "${o.query}" (${o.kind}): ` +
          (o.top5.map((h) => `${relevant(h, o.relevant) ? '*' : ''}${shown(h)}`).join(' | ') ||
            'nothing'),
      );
  }
}

const world = await demoWorld({ apiKey: API_KEY });
const app = await buildApp({
  config: world.config,
  db: world.db,
  services: world.services,
  logger: false,
});
try {
  const outcomes: Outcome[] = [];
  for (const entry of RELEVANCE_SET) outcomes.push(await judge(app, entry));
  printReport(outcomes);
} finally {
  await app.close();
  await world.dispose();
}
