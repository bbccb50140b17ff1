import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { businessesView } from '../businesses/businesses.public.ts';
import { tagsView } from '../reference/reference.public.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Product } from '#shared/schemas/products.ts';
import type { Executor } from '../../db/client.ts';
import type { SearchQuery } from '../../search/typos.ts';
import { prepared } from '../../db/prepared.ts';
import { productLikes, productResales, products } from './products.schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

/** Everything a product card needs, in the same query as the page: business and tag names. */
const listColumns = {
  product: products,
  businessName: businessesView.name,
  businessHandle: businessesView.handle,
  businessLogo: businessesView.logoUrl,
  businessState: businessesView.state,
  tags: sql<{ _id: string; name: string }[]>`coalesce((
    SELECT json_agg(json_build_object('_id', t.id, 'name', t.name) ORDER BY t.name)
    FROM ${tagsView} t WHERE t.id = ANY("products"."tag_ids")), '[]'::json)`,
};

type ListRow = {
  product: ProductRow;
  businessName: string;
  businessHandle: string;
  businessLogo: string | null;
  businessState: string | null;
  tags: { _id: string; name: string }[];
};

export function toProductDto(r: ListRow): Product {
  const p = r.product;
  return {
    _id: p.id,
    businessId: p.businessId,
    business: {
      _id: p.businessId,
      name: r.businessName,
      handle: r.businessHandle,
      logo: r.businessLogo,
      state: r.businessState,
    },
    name: p.name,
    description: p.description,
    photo: p.photos[0] ?? null,
    photos: p.photos,
    unitPrice: koboToNaira(p.unitPriceKobo),
    compareAtPrice: p.compareAtPriceKobo === null ? null : koboToNaira(p.compareAtPriceKobo),
    quantity: p.quantity,
    tags: r.tags,
    variants: p.variants,
    categoryId: p.categoryId,
    active: p.isActive,
    pin: p.isPinned,
    resaleAllowed: p.resaleAllowed,
    affiliateCommission: p.affiliateCommissionPct,
    likes: p.likeCount,
    createdAt: p.createdAt.toISOString(),
  };
}

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
  state?: string;
  resaleAllowed?: boolean;
  affiliateIds?: string[];
  likedBy?: string;
};

function conditions(f: ProductFilter): SQL[] {
  const where: SQL[] = [];
  if (!f.includeInactive)
    where.push(eq(products.isActive, true), eq(businessesView.isActive, true));
  else if (f.active !== undefined) where.push(eq(products.isActive, f.active));
  if (f.businessId) where.push(eq(products.businessId, f.businessId));
  if (f.tagIds?.length) where.push(sql`${products.tagIds} && ${sql.param(f.tagIds)}::uuid[]`);
  if (f.ids?.length) where.push(inArray(products.id, f.ids));
  if (f.categoryIds?.length) where.push(inArray(products.categoryId, f.categoryIds));
  if (f.minQuantity !== undefined) where.push(sql`${products.quantity} >= ${f.minQuantity}`);
  if (f.state) where.push(sql`lower(${businessesView.state}) = lower(${f.state})`);
  if (f.resaleAllowed !== undefined) where.push(eq(products.resaleAllowed, f.resaleAllowed));
  if (f.affiliateIds?.length) {
    where.push(sql`EXISTS (SELECT 1 FROM ${productResales} r WHERE r.product_id = "products"."id"
      AND r.affiliate_id = ANY(${sql.param(f.affiliateIds)}::uuid[]))`);
  }
  if (f.likedBy) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${productLikes} l WHERE l.product_id = "products"."id" AND l.user_id = ${f.likedBy})`,
    );
  }
  if (f.search) {
    where.push(
      sql`to_tsvector('simple', ${products.searchText}) @@ to_tsquery('simple', ${f.search.query})`,
    );
  }
  return where;
}

/**
 * One page of products and the total, in exactly two queries whatever the page size: best
 * match first when searching, otherwise pinned first and newest next.
 */
export async function listProducts(
  db: Executor,
  f: ProductFilter,
  page: { limit: number; offset: number },
) {
  const where = and(...conditions(f));
  const order = f.search
    ? [
        desc(sql`ts_rank(to_tsvector('simple', ${products.searchText}), to_tsquery('simple', ${f.search.query}))
          + ts_rank(to_tsvector('simple', ${products.searchText}), to_tsquery('simple', ${f.search.exact}))`),
        desc(products.id),
      ]
    : [desc(products.isPinned), desc(products.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .innerJoin(businessesView, eq(businessesView.id, products.businessId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(businessesView, eq(businessesView.id, products.businessId))
      .where(where),
  ]);
  return { results: rows.map(toProductDto), total: total?.n ?? 0 };
}

/** Every distinct word of the catalogue's searchable text (the typo-tolerance vocabulary). */
export async function searchVocabularyWords(db: Executor): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM products')
        WHERE length(word) >= 4`,
  );
  return rows.map((r) => r.word);
}

export async function popularProducts(db: Executor, limit: number) {
  const rows = await db
    .select(listColumns)
    .from(products)
    .innerJoin(businessesView, eq(businessesView.id, products.businessId))
    .where(and(eq(products.isActive, true), eq(businessesView.isActive, true)))
    .orderBy(desc(products.likeCount), desc(products.id))
    .limit(limit);
  return rows.map(toProductDto);
}

export async function findProduct(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      businessActive: businessesView.isActive,
      ownerId: businessesView.ownerId,
    })
    .from(products)
    .innerJoin(businessesView, eq(businessesView.id, products.businessId))
    .where(eq(products.id, id));
  return row
    ? {
        dto: toProductDto(row),
        row: row.product,
        businessActive: row.businessActive,
        ownerId: row.ownerId,
      }
    : null;
}

export async function insertProduct(db: Executor, values: NewProduct): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  db: Executor,
  id: string,
  patch: Partial<NewProduct>,
): Promise<void> {
  await db.update(products).set(patch).where(eq(products.id, id));
}

export async function deleteProduct(db: Executor, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function toggleProductFlag(
  db: Executor,
  id: string,
  flag: 'isActive' | 'isPinned',
  value?: boolean,
) {
  const column = products[flag];
  await db
    .update(products)
    .set({ [flag]: value === undefined ? sql`NOT ${column}` : value })
    .where(eq(products.id, id));
}

/** Likes and unlikes are idempotent; the counter moves only when the like itself changed. */
export async function setProductLike(db: Executor, productId: string, userId: string, on: boolean) {
  const changed = on
    ? await db
        .insert(productLikes)
        .values({ productId, userId })
        .onConflictDoNothing()
        .returning({ id: productLikes.productId })
    : await db
        .delete(productLikes)
        .where(and(eq(productLikes.productId, productId), eq(productLikes.userId, userId)))
        .returning({ id: productLikes.productId });
  if (changed.length > 0) {
    await db
      .update(products)
      .set({ likeCount: sql`${products.likeCount} + ${on ? 1 : -1}` })
      .where(eq(products.id, productId));
  }
}

const likedBy = prepared((db) =>
  db
    .select({ id: productLikes.productId })
    .from(productLikes)
    .where(eq(productLikes.userId, sql.placeholder('userId')))
    .orderBy(desc(productLikes.createdAt))
    .limit(1000)
    .prepare('product_ids_liked_by'),
);

/** The products a user likes, newest first (at most 1000, for the profile). */
export async function likedProductIds(db: Executor, userId: string): Promise<string[]> {
  return (await likedBy(db).execute({ userId })).map((r) => r.id);
}

/** Records a resale; false when the affiliate already resells this product. */
export async function insertResale(
  db: Executor,
  productId: string,
  affiliateId: string,
): Promise<boolean> {
  const rows = await db
    .insert(productResales)
    .values({ productId, affiliateId })
    .onConflictDoNothing()
    .returning({ id: productResales.id });
  return rows.length > 0;
}

export type TakenStock = {
  productId: string;
  businessId: string;
  name: string;
  photo: string | null;
  unitPriceKobo: bigint;
  resaleAllowed: boolean;
  affiliateCommissionPct: number;
  variantType: string | null;
};

/**
 * Takes `quantity` units (of one variant, when given) in a single conditional UPDATE: of two
 * buyers racing for the last unit exactly one gets a row back. Null when there is not enough.
 */
export async function takeStock(
  db: Executor,
  productId: string,
  quantity: number,
  variantName: string | null,
): Promise<TakenStock | null> {
  const variantOk =
    variantName === null
      ? sql`jsonb_array_length(${products.variants}) = 0`
      : sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${products.variants}) v
               WHERE v->>'name' = ${variantName} AND (v->>'qty')::int >= ${quantity})`;
  const variants =
    variantName === null
      ? products.variants
      : sql`(SELECT jsonb_agg(CASE WHEN v->>'name' = ${variantName}
                 THEN jsonb_set(v, '{qty}', to_jsonb((v->>'qty')::int - ${quantity})) ELSE v END ORDER BY o)
             FROM jsonb_array_elements(${products.variants}) WITH ORDINALITY AS x(v, o))`;
  const [row] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}`, variants })
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        sql`${products.quantity} >= ${quantity}`,
        variantOk,
      ),
    )
    .returning({
      productId: products.id,
      businessId: products.businessId,
      name: products.name,
      photo: sql<string | null>`${products.photos}[1]`,
      unitPriceKobo: products.unitPriceKobo,
      resaleAllowed: products.resaleAllowed,
      affiliateCommissionPct: products.affiliateCommissionPct,
      variantType: sql<
        string | null
      >`(SELECT v->>'type' FROM jsonb_array_elements(${products.variants}) v
        WHERE v->>'name' = ${variantName} LIMIT 1)`,
    });
  return row ?? null;
}

/** Puts units back (an unpaid checkout that expired, a rejected or returned order). */
export async function returnStock(
  db: Executor,
  productId: string,
  quantity: number,
  variantName: string | null,
) {
  const variants =
    variantName === null
      ? products.variants
      : sql`(SELECT jsonb_agg(CASE WHEN v->>'name' = ${variantName}
                 THEN jsonb_set(v, '{qty}', to_jsonb((v->>'qty')::int + ${quantity})) ELSE v END ORDER BY o)
             FROM jsonb_array_elements(${products.variants}) WITH ORDINALITY AS x(v, o))`;
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}`, variants })
    .where(eq(products.id, productId));
}

/**
 * Who resold a product, when the buyer came through a resale of that product: `resaleId` is the
 * resale's id or its reseller's user id (what a reseller's shared link carries).
 */
export async function findResaleAffiliate(db: Executor, resaleId: string, productId: string) {
  const [row] = await db
    .select({ resaleId: productResales.id, affiliateId: productResales.affiliateId })
    .from(productResales)
    .where(
      and(
        eq(productResales.productId, productId),
        or(eq(productResales.id, resaleId), eq(productResales.affiliateId, resaleId)),
      ),
    );
  return row ?? null;
}
