import { and, desc, eq, sql } from 'drizzle-orm';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { categoriesReadOnly } from '../reference/reference.public.ts';
import type { Executor } from '../../db/client.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { conditions, matchQuery, type ProductFilter } from './product-listing.repo.ts';
import { cardColumns, toCardDto } from './products.repo.ts';
import { productSearchSignals, products } from './products.schema.ts';

/** Price bands a shopper narrows a search by, in naira (the last has no top). */
export const PRICE_BANDS: readonly [number, number | null][] = [
  [0, 5_000],
  [5_000, 20_000],
  [20_000, 50_000],
  [50_000, 150_000],
  [150_000, null],
];

/**
 * How a filter's matches spread over what a shopper may narrow them by: category, the shop's
 * state, price band, in stock, and shops of four stars or more. Counted in one statement over at
 * most `cap` matches in list order, as a search's total is.
 */
export async function facetCounts(db: Executor, f: ProductFilter, cap: number) {
  const band = sql.join(
    PRICE_BANDS.map(
      ([low, high], i) =>
        sql`WHEN m.price >= ${low * 100} ${high === null ? sql`` : sql`AND m.price < ${high * 100}`} THEN ${i}`,
    ),
    sql` `,
  );
  const { rows } = await db.execute<{
    kind: 'category' | 'state' | 'band' | 'stock' | 'rated';
    key: string | null;
    label: string | null;
    n: number;
  }>(sql`
    WITH m AS (
      SELECT ${products.categoryId} AS category, ${businessesReadOnly.state} AS state,
             ${products.unitPriceKobo} AS price, ${products.quantity} > 0 AS stocked,
             coalesce(${productSearchSignals.shopRating}, 0) >= 4 AS rated
      FROM ${products}
      JOIN ${businessesReadOnly} ON ${businessesReadOnly.id} = ${products.businessId}
      LEFT JOIN ${productSearchSignals} ON ${productSearchSignals.productId} = ${products.id}
      WHERE ${and(...conditions(f))}
      LIMIT ${cap})
    SELECT 'category' AS kind, c.id::text AS key, c.name AS label, count(*)::int AS n
      FROM m JOIN ${categoriesReadOnly} c ON c.id = m.category GROUP BY c.id, c.name
    UNION ALL SELECT 'state', state, NULL, count(*)::int FROM m WHERE state IS NOT NULL
      GROUP BY state
    UNION ALL SELECT 'band', (CASE ${band} END)::text, NULL, count(*)::int FROM m GROUP BY 2
    UNION ALL SELECT 'stock', NULL, NULL, count(*)::int FROM m WHERE stocked
    UNION ALL SELECT 'rated', NULL, NULL, count(*)::int FROM m WHERE rated`);
  return rows;
}

/**
 * The category most of a loosened search's matches are in (any one of its parts matching),
 * or null: where a search that found nothing was probably looking.
 */
export async function likelyCategory(db: Executor, anyPart: SearchQuery) {
  const [row] = await db
    .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
    .where(
      and(
        ...conditions({}),
        sql`${products.categoryId} IS NOT NULL`,
        sql`${products.searchVector} @@ ${matchQuery(anyPart)}`,
      ),
    )
    .groupBy(products.categoryId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.id ?? null;
}

/** What sells best now (the search boost, then likes), in a category or anywhere, as cards. */
export async function popularCards(db: Executor, categoryId: string | null, limit: number) {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
    .leftJoin(productSearchSignals, eq(productSearchSignals.productId, products.id))
    .where(
      and(
        ...conditions({ categoryIds: categoryId ? [categoryId] : undefined }),
        sql`${products.quantity} > 0`,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${productSearchSignals.boost}, 0)`),
      desc(products.likeCount),
      desc(products.id),
    )
    .limit(limit);
  return rows.map(toCardDto);
}

/** A category's name by id (for the "popular in" heading). */
export async function categoryName(db: Executor, id: string) {
  const [row] = await db
    .select({ name: categoriesReadOnly.name })
    .from(categoriesReadOnly)
    .where(eq(categoriesReadOnly.id, id));
  return row?.name ?? null;
}

/**
 * Every distinct word of the catalogue's searchable text, as written and stemmed: the words
 * typos, compounds and joined words are looked up in.
 */
export async function searchVocabularyWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT word FROM ts_stat('SELECT search_vector FROM products')`,
  );
  return rows.map((r) => r.word);
}

/** The words of active products' names as written (weight A): what "did you mean" offers. */
export async function nameWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT word FROM ts_stat('SELECT search_vector FROM products WHERE is_active', 'A')`,
  );
  return rows.map((r) => r.word);
}
