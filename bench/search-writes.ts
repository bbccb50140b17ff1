/**
 * What each design of product search costs the catalogue's writes. On a fresh migrated database,
 * four scratch copies of the `products` table (its columns, defaults, primary key and other
 * indexes, no foreign keys or autovacuum; see bench/search-writes-variants.ts), the app's own
 * table untouched, each get the same N products made from the demo catalogue's names and
 * descriptions (src/server/seed/catalogue-data.ts, varied as the bulk seed varies them):
 * - (a) no search column or index: the floor;
 * - (b) the old design: a generated `to_tsvector('simple', …)` column and its GIN index;
 * - (c) the current design: the weighted simple + english vector and its GIN index (0036);
 * - (d) (c) plus a pg_trgm GIN index on `lower(name)`, the alternative for parts of words.
 * Measured for each:
 * - the bulk insert of the N rows in one statement, its GIN pending lists merged so no deferred
 *   work is left out (the faster of two rounds), and the WAL it wrote;
 * - one-row statements on one connection, as a vendor's save sends them, taking turns between
 *   the tables so a busy moment of the machine falls on all four: inserts of new products,
 *   updates of a product's name and description, stock changes (`quantity` only). Each reports
 *   p50 and p99, the mean with the merge of the GIN pending lists it left spread over its
 *   statements (`gin_clean_pending_list`, which autovacuum or a later insert would do), and for
 *   updates the share that were HOT (no index touched). Commits do not wait for the WAL flush,
 *   the same for every design;
 * - the size on disk after the bulk insert (table with all indexes, heap, the design's indexes,
 *   the vector's bytes a row and its index's (word, product) entries), and the design's indexes
 *   again once rebuilt by REINDEX at the end, as a migration's CREATE INDEX would build them;
 * - on the read side, after the writes: the median of 15 ranked searches (first 20) for a
 *   common whole word through the vector, and for part of a word (`lower(name) LIKE '%…%'`, and
 *   `word_similarity` through `<%`), a sequential scan without the trigram index.
 * Figures are printed with their overhead over (a), not judged; it exits 0.
 * Run: npm run bench:search-writes   (BENCH_PRODUCTS sets N, 20,000; BENCH_WRITES the one-row
 * statements of each kind, 2,000; BENCH_EXPLAIN=1 also prints each search's plan;
 * BENCH_DATABASE_URL to use a database of your own)
 */
import type pg from 'pg';
import {
  bareTable,
  demoProducts,
  sourceTable,
  VARIANTS,
  WRITTEN,
  type Variant,
} from './search-writes-variants.ts';
import { printReport, type Figures, type Timings } from './search-writes-report.ts';
import { benchDatabase, percentiles } from './support.ts';

const N = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const WRITES = Number(process.env.BENCH_WRITES ?? 2_000);
/** A word about one product in ten has (name or description); the end of "smartphone". */
const WORD = 'leather';
const PART = 'phone';
const QUERY_RUNS = 15;

type Row = Record<(typeof WRITTEN)[number], unknown>;

/** A small seeded PRNG (mulberry32), so every run writes the same rows. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Merges every GIN pending list of the table (its own indexes and the tags index). */
async function mergePending(client: pg.PoolClient, table: string): Promise<number> {
  return timed(() =>
    client.query(
      `SELECT gin_clean_pending_list(i.indexrelid::regclass)
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
       WHERE i.indrelid = $1::regclass AND a.amname = 'gin'`,
      [table],
    ),
  );
}

async function updateCounters(client: pg.PoolClient, table: string) {
  await client.query('SELECT pg_stat_force_next_flush()');
  await client.query('SELECT 1'); // the flush happens when this session next goes idle
  const { rows } = await client.query<{ upd: string; hot: string }>(
    `SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relid = $1::regclass`,
    [table],
  );
  return { updates: Number(rows[0]!.upd), hot: Number(rows[0]!.hot) };
}

/**
 * One-row statements, `sqlFor` giving the i-th one's text and parameters: statement i runs on
 * every table before statement i + 1 runs on any.
 */
async function oneRowWrites(
  client: pg.PoolClient,
  sqlFor: (table: string, i: number) => [string, unknown[]],
): Promise<Map<string, Timings>> {
  const result = new Map(
    VARIANTS.map((v) => [v.key, { times: [] as number[], mergeMs: 0, hot: 0 }]),
  );
  const before = new Map<string, { updates: number; hot: number }>();
  for (const v of VARIANTS) before.set(v.key, await updateCounters(client, v.table));
  for (let i = 0; i < WRITES; i++)
    for (const v of VARIANTS) {
      const [text, values] = sqlFor(v.table, i);
      result.get(v.key)!.times.push(await timed(() => client.query(text, values)));
    }
  for (const v of VARIANTS) {
    const r = result.get(v.key)!;
    r.mergeMs = await mergePending(client, v.table);
    const after = await updateCounters(client, v.table);
    const was = before.get(v.key)!;
    const updates = after.updates - was.updates;
    r.hot = updates ? (after.hot - was.hot) / updates : 0;
  }
  return result;
}

/** The median time of a query run several times, and how many rows it matches. */
async function query(
  client: pg.PoolClient,
  label: string,
  sql: string,
  count: string,
  param: string,
) {
  const times: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) times.push(await timed(() => client.query(sql, [param])));
  const { rows } = await client.query<{ n: number }>(count, [param]);
  if (process.env.BENCH_EXPLAIN) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [
      param,
    ]);
    console.warn(`\n${label}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return { label, ms: percentiles(times).p50, matches: rows[0]!.n };
}

async function searches(client: pg.PoolClient, v: Variant): Promise<Figures['queries']> {
  const t = v.table;
  const out: Figures['queries'] = [];
  if (v.word)
    out.push(
      await query(
        client,
        `word "${WORD}"`,
        `SELECT id FROM ${t} WHERE ${v.word.match} ORDER BY ${v.word.rank} DESC LIMIT 20`,
        `SELECT count(*)::int AS n FROM ${t} WHERE ${v.word.match}`,
        WORD,
      ),
    );
  const like = `lower(name) LIKE '%' || $1 || '%'`;
  out.push(
    await query(
      client,
      `LIKE "%${PART}%"`,
      `SELECT id FROM ${t} WHERE ${like} ORDER BY word_similarity($1, lower(name)) DESC LIMIT 20`,
      `SELECT count(*)::int AS n FROM ${t} WHERE ${like}`,
      PART,
    ),
  );
  out.push(
    await query(
      client,
      `"${PART}" <% name`,
      `SELECT id FROM ${t} WHERE $1 <% lower(name) ORDER BY word_similarity($1, lower(name)) DESC LIMIT 20`,
      `SELECT count(*)::int AS n FROM ${t} WHERE $1 <% lower(name)`,
      PART,
    ),
  );
  return out;
}

const mb = async (client: pg.PoolClient, sql: string, name: string) =>
  Number((await client.query<{ b: string }>(sql, [name])).rows[0]!.b) / 1024 / 1024;

/** How big a row's search vector is, and how many (word, product) entries its index holds. */
async function vectorShape(client: pg.PoolClient, table: string) {
  const { rows } = await client.query<{ bytes: string; entries: string }>(
    `SELECT (SELECT avg(pg_column_size(search_vector)) FROM ${table}) AS bytes,
            (SELECT sum(ndoc) FROM ts_stat('SELECT search_vector FROM ${table}')) AS entries`,
  );
  return { vectorBytes: Number(rows[0]!.bytes), entriesK: Number(rows[0]!.entries) / 1000 };
}

/** The N products inserted in one statement, their GIN pending lists merged; time and WAL. */
async function bulkLoad(client: pg.PoolClient, table: string) {
  const lsn = async () =>
    (await client.query<{ l: string }>('SELECT pg_current_wal_insert_lsn()::text AS l')).rows[0]!.l;
  const from = await lsn();
  const columns = WRITTEN.join(', ');
  const ms =
    (await timed(() =>
      client.query(`INSERT INTO ${table} (${columns})
        SELECT ${columns} FROM bench_search_source WHERE g <= ${N} ORDER BY g`),
    )) + (await mergePending(client, table));
  const wal = await client.query<{ b: string }>(`SELECT pg_wal_lsn_diff($1, $2) AS b`, [
    await lsn(),
    from,
  ]);
  return { ms, walMb: Number(wal.rows[0]!.b) / 1024 / 1024 };
}

async function main(client: pg.PoolClient): Promise<Map<string, Figures>> {
  const size = (fn: string, name?: string) =>
    name ? mb(client, `SELECT ${fn}($1::regclass) AS b`, name) : undefined;
  await client.query(`DROP TABLE IF EXISTS bench_search_source`);
  await client.query(sourceTable(N + WRITES), [JSON.stringify(demoProducts())]);
  // Commits do not wait for the WAL to reach the disk: that wait is the same for every design,
  // and on a shared disk it would drown the differences this bench is after.
  await client.query(`SET synchronous_commit = off`);
  for (const v of VARIANTS) {
    await client.query(`DROP TABLE IF EXISTS ${v.table}`);
    for (const statement of [...bareTable(v.table), ...v.setup]) await client.query(statement);
  }
  // Two rounds taking turns between the tables; the faster of each table's two counts.
  const bulk = new Map<string, { ms: number; walMb: number }>();
  for (let round = 0; round < 2; round++)
    for (const v of VARIANTS) {
      if (round > 0) await client.query(`TRUNCATE ${v.table}`);
      const loaded = await bulkLoad(client, v.table);
      if (loaded.ms < (bulk.get(v.key)?.ms ?? Infinity)) bulk.set(v.key, loaded);
      console.warn(`  ${v.label}: ${N} products in ${Math.round(loaded.ms)} ms`);
    }
  const figures = new Map<string, Figures>();
  for (const v of VARIANTS) {
    await client.query(`VACUUM ANALYZE ${v.table}`);
    figures.set(v.key, {
      bulkMs: bulk.get(v.key)!.ms,
      walMb: bulk.get(v.key)!.walMb,
      totalMb: (await size('pg_total_relation_size', v.table))!,
      heapMb: (await size('pg_relation_size', v.table))!,
      searchMb: await size('pg_relation_size', v.searchIndex),
      trigramMb: await size('pg_relation_size', v.trigramIndex),
      ...(v.word ? await vectorShape(client, v.table) : {}),
    } as Figures);
  }

  const rnd = random(20261129);
  const fresh = (
    await client.query<Row>(
      `SELECT ${WRITTEN.join(', ')} FROM bench_search_source WHERE g > ${N} ORDER BY g`,
    )
  ).rows;
  const texts = (
    await client.query<Row>(`SELECT ${WRITTEN.join(', ')} FROM bench_search_source ORDER BY g`)
  ).rows;
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const placeholders = WRITTEN.map((_, i) => `$${i + 1}`).join(', ');
  const inserts = await oneRowWrites(client, (t, i) => [
    `INSERT INTO ${t} (${WRITTEN.join(', ')}) VALUES (${placeholders})`,
    WRITTEN.map((c) => fresh[i]![c]),
  ]);
  // Statement i has the same target and text on every table.
  const edits = Array.from({ length: WRITES }, () => ({ id: pick(texts).id, as: pick(texts) }));
  const updates = await oneRowWrites(client, (t, i) => [
    `UPDATE ${t} SET name = $2, description = $3, search_title = $4, search_text = $5,
       updated_at = now() WHERE id = $1`,
    [
      edits[i]!.id,
      edits[i]!.as.name,
      edits[i]!.as.description,
      edits[i]!.as.search_title,
      edits[i]!.as.search_text,
    ],
  ]);
  const sold = Array.from({ length: WRITES }, () => pick(texts).id);
  const stock = await oneRowWrites(client, (t, i) => [
    `UPDATE ${t} SET quantity = quantity + 1, updated_at = now() WHERE id = $1`,
    [sold[i]],
  ]);

  for (const v of VARIANTS) {
    await client.query(`VACUUM ANALYZE ${v.table}`);
    const f = figures.get(v.key)!;
    Object.assign(f, {
      insert: inserts.get(v.key)!,
      update: updates.get(v.key)!,
      stock: stock.get(v.key)!,
      queries: await searches(client, v),
    });
    // The same indexes built in one pass over the table, as a migration's CREATE INDEX does.
    for (const index of [v.searchIndex, v.trigramIndex])
      if (index) await client.query(`REINDEX INDEX ${index}`);
    f.searchRebuiltMb = await size('pg_relation_size', v.searchIndex);
    f.trigramRebuiltMb = await size('pg_relation_size', v.trigramIndex);
  }
  for (const v of VARIANTS) await client.query(`DROP TABLE ${v.table}`);
  await client.query(`DROP TABLE bench_search_source`);
  return figures;
}

const started = Date.now();
const database = await benchDatabase();
const client = await database.pool.connect();
try {
  printReport(await main(client), { products: N, writes: WRITES });
  console.warn(`\n(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
} finally {
  client.release();
  await database.dispose();
}
