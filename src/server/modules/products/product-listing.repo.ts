import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import type { Executor } from '../../db/client.ts';
import { kept } from '../../db/prepared.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { productLikes, productResales, productSearchSignals, products } from './products.schema.ts';
import { cardColumns, listColumns, toCardDto, toProductDto } from './products.repo.ts';
import type { Product, ProductCardItem } from '#shared/schemas/products.ts';
import { LIST_WINDOW, SEARCH_WINDOW } from '#shared/constants.ts';
import { nairaToKobo } from '#shared/money.ts';

/** A product as each view of a list reads it. */
type Shapes = { full: Product; card: ProductCardItem };

/** Where a list (not a search) stands in its order: the last product shown, pinned first. */
export type ListKey = { pinned: boolean; id: string };

export type ProductFilter = {
  businessId?: string;
  /** Include inactive products (the owner looking at their own catalogue). */
  includeInactive?: boolean;
  active?: boolean;
  tagIds?: string[];
  categoryIds?: string[];
  ids?: string[];
  minQuantity?: number;
  /** `to_tsquery` inputs built by `typoTolerantQuery`: what must match, and the exact words. */
  search?: SearchQuery;
  /** The shopper's state: its shops rank a little higher in a search (delivery costs less). */
  near?: string;
  state?: string;
  resaleAllowed?: boolean;
  affiliateIds?: string[];
  likedBy?: string;
  /** Price bounds in whole naira, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** The least average stars of the product's shop (kept with its search signals). */
  minRating?: number;
};

/** A filter's value in a statement: a parameter, or a placeholder a kept statement fills in. */
export type Bind = (name: string, value: unknown) => SQLWrapper;
const asParam: Bind = (_name, value) => sql.param(value);
/** Whether a filter field takes part (an empty list does not). */
const given = (v: unknown) => v != null && v !== '' && !(Array.isArray(v) && !v.length);

export function conditions(f: ProductFilter, bind: Bind = asParam): SQL[] {
  const where: SQL[] = [];
  if (!f.includeInactive)
    where.push(eq(products.isActive, true), eq(businessesReadOnly.isActive, true));
  else if (f.active !== undefined) where.push(eq(products.isActive, bind('active', f.active)));
  if (given(f.businessId)) where.push(eq(products.businessId, bind('businessId', f.businessId)));
  if (given(f.tagIds)) where.push(sql`${products.tagIds} && ${bind('tagIds', f.tagIds)}::uuid[]`);
  if (given(f.ids)) where.push(sql`${products.id} = ANY(${bind('ids', f.ids)}::uuid[])`);
  // One category is an equality, which the planner reads in list order from its index.
  if (f.categoryIds?.length === 1)
    where.push(eq(products.categoryId, bind('categoryId', f.categoryIds[0])));
  else if (given(f.categoryIds))
    where.push(sql`${products.categoryId} = ANY(${bind('categoryIds', f.categoryIds)}::uuid[])`);
  if (given(f.minQuantity))
    where.push(sql`${products.quantity} >= ${bind('minQuantity', f.minQuantity)}`);
  if (given(f.state))
    where.push(sql`lower(${businessesReadOnly.state}) = lower(${bind('state', f.state)})`);
  if (given(f.resaleAllowed))
    where.push(eq(products.resaleAllowed, bind('resaleAllowed', f.resaleAllowed)));
  if (given(f.affiliateIds)) {
    where.push(sql`EXISTS (SELECT 1 FROM ${productResales} r WHERE r.product_id = "products"."id"
      AND r.affiliate_id = ANY(${bind('affiliateIds', f.affiliateIds)}::uuid[]))`);
  }
  if (given(f.likedBy)) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${productLikes} l WHERE l.product_id = "products"."id" AND l.user_id = ${bind('likedBy', f.likedBy)})`,
    );
  }
  if (given(f.minPrice))
    where.push(sql`${products.unitPriceKobo} >= ${bind('minPrice', nairaToKobo(f.minPrice!))}`);
  if (given(f.maxPrice))
    where.push(sql`${products.unitPriceKobo} <= ${bind('maxPrice', nairaToKobo(f.maxPrice!))}`);
  if (f.inStock) where.push(sql`${products.quantity} > 0`);
  if (given(f.minRating)) {
    where.push(sql`EXISTS (SELECT 1 FROM ${productSearchSignals} s
      WHERE s.product_id = "products"."id" AND s.shop_rating >= ${bind('minRating', f.minRating)})`);
  }
  if (f.search) where.push(sql`${products.searchVector} @@ ${matchQuery(f.search, bind)}`);
  return where;
}

/**
 * What shapes a filter's statements: which fields take part, not their values. Statements of one
 * shape differ only in their parameters, so each is built once and kept (`kept`, db/prepared.ts).
 */
const shapeOf = (f: ProductFilter) =>
  Object.entries(f)
    .filter(([k, v]) => given(v) && k !== 'inStock' && k !== 'includeInactive')
    .map(([k, v]) => (Array.isArray(v) && v.length === 1 ? `${k}:1` : k))
    .sort()
    .join() + `|${f.inStock ? 1 : 0}${f.includeInactive ? 1 : 0}`;

/**
 * A search's words stemmed, matched against a product's words as written and stemmed: every
 * stem a product has is in its vector, and a word that stems to itself ("leather") matches both
 * readings. One reading only, so the planner estimates its matches rightly (an OR of the same
 * word read twice doubled the estimate and chose a whole-table scan).
 */
export const matchQuery = (search: SearchQuery, bind: Bind = asParam) =>
  sql`to_tsquery('english', ${bind('query', search.query)})`;

/**
 * A match's place in a search (decision 053): how well its words match — the name above tags
 * and description (weights D, C, B, A), the words as typed above their typo neighbours and
 * compounds — times what shoppers did with it lately (the boost, at most ×1.65), sunk to a
 * quarter when out of stock and raised a fifth when the shop is in the shopper's state.
 */
const searchRank = (search: SearchQuery, near: string | undefined, bind: Bind) =>
  sql<number>`(ts_rank('{0.05, 0.2, 0.8, 1.0}', ${products.searchVector}, ${matchQuery(search, bind)})
    + ts_rank('{0.05, 0.2, 0.8, 1.0}', ${products.searchVector}, to_tsquery('simple', ${bind('exact', search.exact)})))
    * (1 + coalesce(${productSearchSignals.boost}, 0))
    * (CASE WHEN ${products.quantity} > 0 THEN 1 ELSE 0.25 END)
    * (CASE WHEN lower(${businessesReadOnly.state}) = lower(${bind('near', near ?? '')}) THEN 1.2 ELSE 1 END)`;

/**
 * One page of products and the total, in at most two queries whatever the page size: best match
 * first when searching, otherwise pinned first and newest next. A search counts its matches in
 * the statement that ranks them, so it takes one query unless the page lies past its matches; a
 * list takes one when the caller already knows the total, and none past the window. Lists and
 * totals stop at the window (SEARCH_WINDOW or LIST_WINDOW). The page's ids are chosen first, from
 * the indexes where the filter allows, and only those rows are read and joined to their business
 * (and tags, in full), so the rows an OFFSET skips cost an index entry each rather than a product
 * and its tags. `card` reads only what a catalogue card shows.
 *
 * A list (not a search) may instead continue after the last product a screen shows (`after`):
 * its page then seeks to that key in the index and reads no row before it (decision 063), and
 * `last` is the key to continue from. `page.offset` still places the page in the window.
 */
export async function listProducts<V extends keyof Shapes = 'full'>(
  db: Executor,
  f: ProductFilter,
  page: { limit: number; offset: number; after?: ListKey },
  {
    knownTotal,
    windows = { search: SEARCH_WINDOW, list: LIST_WINDOW },
    view = 'full' as V,
  }: { knownTotal?: number; windows?: { search: number; list: number }; view?: V } = {},
): Promise<{ results: Shapes[V][]; total: number; last: ListKey | null }> {
  const cap = f.search ? windows.search : windows.list;
  // The window's last page may be short; past it there is nothing to read.
  const limit = Math.max(0, Math.min(page.limit, cap - page.offset));
  // This request's values, under the names of the placeholders a kept statement fills in.
  const values: Record<string, unknown> = {
    limit,
    offset: page.after ? 0 : page.offset,
    cap,
  };
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const where = and(
    ...conditions(f, bind),
    page.after && !f.search ? afterKey(page.after, bind) : undefined,
  );
  const start = page.after ? `after${page.after.pinned ? ':pinned' : ''}` : 'offset';
  const shape = `${shapeOf(f)}|${start}|${cap}`;
  // Every value is bound now, whether or not the statement is built now (it may be kept).
  const rank = f.search ? searchRank(f.search, f.near, bind) : null;
  const listOrder = [desc(products.isPinned), desc(products.id)];
  // The page's ids, and the order to keep them in.
  const pageIds = () =>
    rank
      ? (() => {
          const matches = db
            .select({ id: products.id, rank: rank.as('rank') })
            .from(products)
            .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
            .leftJoin(productSearchSignals, eq(productSearchSignals.productId, products.id))
            .where(where)
            .orderBy(...listOrder)
            .limit(sql.placeholder('cap'))
            .as('matches');
          // Every match is ranked anyway, so counting them here spares a second scan of the index.
          return db
            .select({
              id: matches.id,
              rank: matches.rank,
              total: sql<number>`(count(*) over ())::int`.as('total'),
            })
            .from(matches)
            .orderBy(desc(matches.rank), desc(matches.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .as('page_ids');
        })()
      : db
          .select({
            id: products.id,
            rank: sql<number>`0`.as('rank'),
            total: sql<number | null>`null::int`.as('total'),
          })
          .from(products)
          .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
          .where(where)
          .orderBy(...listOrder)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page_ids');
  // A page's rows in either view: the ids joined to their products and businesses, in order.
  const onPage = <Q extends PgSelect>(q: Q, ids: ReturnType<typeof pageIds>) =>
    q
      .innerJoin(products, eq(products.id, ids.id))
      .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
      .orderBy(...(f.search ? [desc(ids.rank), desc(ids.id)] : listOrder));
  const rowsQuery = async () => {
    if (view === 'card') {
      const rows = await kept(db, `card|${shape}`, () => {
        const ids = pageIds();
        const cards = db.select({ ...cardColumns, ...keyColumns, matched: ids.total }).from(ids);
        return onPage(cards.$dynamic(), ids);
      }).execute(values);
      return rows.map((r) => ({ dto: toCardDto(r) as Shapes[V], matched: r.matched, key: r }));
    }
    const rows = await kept(db, `full|${shape}`, () => {
      const ids = pageIds();
      const whole = db.select({ ...listColumns, ...keyColumns, matched: ids.total }).from(ids);
      return onPage(whole.$dynamic(), ids);
    }).execute(values);
    return rows.map((r) => ({ dto: toProductDto(r) as Shapes[V], matched: r.matched, key: r }));
  };
  const lastOf = (rows: { key: { keyPinned: boolean; keyId: string } }[]): ListKey | null => {
    const key = rows.at(-1)?.key;
    return key && !f.search ? { pinned: key.keyPinned, id: key.keyId } : null;
  };
  // The total never depends on where the page starts.
  const countQuery = () =>
    kept(db, `count|${shapeOf(f)}|${cap}`, () => {
      const counted = db
        .select({ one: sql`1`.as('one') })
        .from(products)
        .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
        .where(and(...conditions(f, bind)))
        .limit(sql.placeholder('cap'))
        .as('counted');
      return db.select({ n: count() }).from(counted);
    }).execute(values);
  if (f.search && limit > 0) {
    const rows = await rowsQuery();
    // An empty page is either no match at all or a page past the last one.
    const total =
      rows[0]?.matched ?? knownTotal ?? (page.offset === 0 ? 0 : (await countQuery())[0]?.n);
    return { results: rows.map((r) => r.dto), total: total ?? 0, last: null };
  }
  const [rows, [total]] = await Promise.all([
    limit > 0 ? rowsQuery() : [],
    knownTotal !== undefined ? [{ n: knownTotal }] : countQuery(),
  ]);
  return { results: rows.map((r) => r.dto), total: total?.n ?? 0, last: lastOf(rows) };
}

/** What a list's next page continues from: the pinned flag and id of each row. */
const keyColumns = { keyPinned: products.isPinned, keyId: products.id };

/**
 * After `key` in the list's order (pinned first, newest next), written so the planner can count
 * it: after an unpinned product, the older unpinned ones (a range of the index); after a pinned
 * one, the older pinned ones and every unpinned one. (A row comparison reads the same range, but
 * the planner estimates it by its first column alone, as almost no row, and may then join and
 * sort the whole list.)
 */
const afterKey = (key: ListKey, bind: Bind) =>
  key.pinned
    ? sql`(NOT ${products.isPinned} OR ${products.id} < ${bind('afterId', key.id)}::uuid)`
    : sql`(NOT ${products.isPinned} AND ${products.id} < ${bind('afterId', key.id)}::uuid)`;

export async function popularProducts(db: Executor, limit: number) {
  const rows = await db
    .select(listColumns)
    .from(products)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
    .where(and(eq(products.isActive, true), eq(businessesReadOnly.isActive, true)))
    .orderBy(desc(products.likeCount), desc(products.id))
    .limit(limit);
  return rows.map(toProductDto);
}
