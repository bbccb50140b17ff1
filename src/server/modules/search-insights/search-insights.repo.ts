import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import type { Batch } from './search-buffer.ts';
import {
  searchBusinessDays,
  searchCategoryDays,
  searchQueryDays,
} from './search-insights.schema.ts';

/** Rows per INSERT: well under PostgreSQL's limit on parameters in one statement. */
const CHUNK = 1_000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Adds a batch of counts to the daily rows: one upsert per table and chunk, in one transaction. */
export async function writeBatch(db: Executor, b: Batch): Promise<void> {
  const q = searchQueryDays;
  for (const rows of chunks([...b.queries.values()]))
    await db
      .insert(q)
      .values(rows)
      .onConflictDoUpdate({
        target: [q.day, q.query],
        set: {
          searches: sql`${q.searches} + excluded.searches`,
          results: sql`${q.results} + excluded.results`,
          searchers: sql`${q.searchers} | excluded.searchers`,
          opens: sql`${q.opens} + excluded.opens`,
        },
      });
  const bd = searchBusinessDays;
  for (const rows of chunks([...b.businesses.values()]))
    await db
      .insert(bd)
      .values(rows)
      .onConflictDoUpdate({
        target: [bd.day, bd.query, bd.businessId],
        set: {
          searches: sql`${bd.searches} + excluded.searches`,
          impressions: sql`${bd.impressions} + excluded.impressions`,
        },
      });
  const c = searchCategoryDays;
  for (const rows of chunks([...b.categories.values()]))
    await db
      .insert(c)
      .values(rows)
      .onConflictDoUpdate({
        target: [c.day, c.query, c.categoryId],
        set: { searches: sql`${c.searches} + excluded.searches` },
      });
  for (const rows of chunks([...b.opens.values()])) await writeOpens(db, rows);
}

/** Products opened from a search, counted for the query and for the product's business. */
async function writeOpens(
  db: Executor,
  rows: { day: string; query: string; productId: string; opens: number }[],
) {
  const p = productsReadOnly;
  // Each column as one array parameter (a JS array in a template would be spread into a list).
  const column = (values: unknown[]) => sql.param(values);
  const opened = sql`(SELECT * FROM unnest(
      ${column(rows.map((r) => r.day))}::date[], ${column(rows.map((r) => r.query))}::text[],
      ${column(rows.map((r) => r.productId))}::uuid[], ${column(rows.map((r) => r.opens))}::int[]
    ) AS o(day, query, product_id, opens))`;
  // An open of a query not counted yet (its search was on another instance, or yesterday) still
  // counts: the query's row is made with no searches.
  await db.execute(sql`
    INSERT INTO ${searchQueryDays} (day, query, searches, results, searchers, opens)
    SELECT day, query, 0, 0, 0, sum(opens) FROM ${opened} o GROUP BY day, query
    ON CONFLICT (day, query) DO UPDATE
      SET opens = ${searchQueryDays.opens} + excluded.opens`);
  await db.execute(sql`
    INSERT INTO ${searchBusinessDays} (day, query, business_id, searches, impressions, opens)
    SELECT o.day, o.query, ${p.businessId}, 0, 0, sum(o.opens)
    FROM ${opened} o JOIN ${p} ON ${p.id} = o.product_id
    GROUP BY o.day, o.query, ${p.businessId}
    ON CONFLICT (day, query, business_id) DO UPDATE
      SET opens = ${searchBusinessDays.opens} + excluded.opens`);
}

/** The business and category of each of these products that still exists. */
export async function productsOf(db: Executor, ids: string[]) {
  const p = productsReadOnly;
  const rows = await db
    .select({ id: p.id, businessId: p.businessId, categoryId: p.categoryId })
    .from(p)
    .where(inArray(p.id, ids));
  return new Map(rows.map((r) => [r.id, { businessId: r.businessId, categoryId: r.categoryId }]));
}

export type Days = { fromDay: string; toDay: string };

/** The business's owner; null when there is no such business. */
export const ownerOfBusiness = async (db: Executor, businessId: string) =>
  (
    await db
      .select({ ownerId: businessesReadOnly.ownerId })
      .from(businessesReadOnly)
      .where(eq(businessesReadOnly.id, businessId))
  )[0] ?? null;

/** The queries whose first page showed the business's products most over the days. */
export async function leadingSearches(db: Executor, businessId: string, days: Days, limit = 20) {
  const t = searchBusinessDays;
  const impressions = sql<number>`sum(${t.impressions})::int`;
  const rows = await db
    .select({
      query: t.query,
      searches: sql<number>`sum(${t.searches})::int`,
      impressions,
      opens: sql<number>`sum(${t.opens})::int`,
    })
    .from(t)
    .where(and(eq(t.businessId, businessId), gte(t.day, days.fromDay), lt(t.day, days.toDay)))
    .groupBy(t.query)
    // Rows made only by an open (no search counted that day) are not leading anything.
    .having(sql`sum(${t.searches}) > 0`)
    .orderBy(desc(impressions), desc(sql`sum(${t.searches})`), t.query)
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    searches: Number(r.searches),
    impressions: Number(r.impressions),
    opens: Number(r.opens),
  }));
}

/**
 * Queries searched in the business's categories (those of its products, and its own) that found
 * few products on average, none of them the business's, searched by at least `minSearchers` different people over the days:
 * the searcher sketch's bits set over the period are a lower bound on that number.
 */
export async function unmetDemand(
  db: Executor,
  businessId: string,
  days: Days,
  opts: { maxResults: number; minSearchers: number; limit: number },
) {
  const q = searchQueryDays;
  const c = searchCategoryDays;
  const p = productsReadOnly;
  const b = businessesReadOnly;
  const bd = searchBusinessDays;
  const inPeriod = (t: typeof q | typeof c | typeof bd) =>
    sql`${t.day} >= ${days.fromDay} AND ${t.day} < ${days.toDay}`;
  const result = await db.execute<{ query: string; searches: number; results: number }>(sql`
    WITH categories AS (
      SELECT ${p.categoryId} AS id FROM ${p}
      WHERE ${p.businessId} = ${businessId} AND ${p.categoryId} IS NOT NULL
      UNION
      SELECT ${b.categoryId} FROM ${b} WHERE ${b.id} = ${businessId} AND ${b.categoryId} IS NOT NULL
    ), queries AS (
      SELECT DISTINCT ${c.query} AS query FROM ${c}
      WHERE ${c.categoryId} IN (SELECT id FROM categories) AND ${inPeriod(c)}
      EXCEPT
      -- What already shows the business's products is served: it leads instead.
      SELECT ${bd.query} FROM ${bd}
      WHERE ${bd.businessId} = ${businessId} AND ${bd.searches} > 0 AND ${inPeriod(bd)}
    )
    SELECT ${q.query} AS query, sum(${q.searches})::int AS searches,
      round(sum(${q.results})::numeric / sum(${q.searches}))::int AS results
    FROM ${q}
    WHERE ${q.query} IN (SELECT query FROM queries) AND ${inPeriod(q)}
    GROUP BY ${q.query}
    HAVING sum(${q.searches}) > 0
      AND sum(${q.results}) <= ${opts.maxResults} * sum(${q.searches})
      AND bit_count(bit_or(${q.searchers})::bit(64)) >= ${opts.minSearchers}
    ORDER BY searches DESC, query
    LIMIT ${opts.limit}`);
  return result.rows.map((r) => ({
    query: r.query,
    searches: Number(r.searches),
    results: Number(r.results),
  }));
}
