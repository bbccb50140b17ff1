import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { isVerifiedSql } from '../badges/badges.public.ts';
import { tagsReadOnly } from '../reference/reference.public.ts';
import { runningSaleSql, type RunningSale } from '../promotions/promotions.public.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Product, ProductCardItem } from '#shared/schemas/products.ts';
import type { Executor } from '../../db/client.ts';
import { products } from './products.schema.ts';

/**
 * A product's columns, less what only the database reads: the search vector and the text it is
 * made from (written with each edit, never read back; about as long as the description).
 */
const {
  searchVector: _searchVector,
  searchText: _searchText,
  searchTitle: _searchTitle,
  ...productColumns
} = getTableColumns(products);

export type ProductRow = Omit<
  typeof products.$inferSelect,
  'searchVector' | 'searchText' | 'searchTitle'
>;
export type NewProduct = typeof products.$inferInsert;

/** Everything a product card needs, in the same query as the page: business and tag names. */
export const listColumns = {
  product: productColumns,
  businessName: businessesReadOnly.name,
  businessHandle: businessesReadOnly.handle,
  businessLogo: businessesReadOnly.logoUrl,
  businessState: businessesReadOnly.state,
  businessVerified: isVerifiedSql(sql.raw('"products"."business_id"')),
  tags: sql<{ _id: string; name: string }[]>`coalesce((
    SELECT json_agg(json_build_object('_id', t.id, 'name', t.name) ORDER BY t.name)
    FROM ${tagsReadOnly} t WHERE t.id = ANY("products"."tag_ids")), '[]'::json)`,
  sale: runningSaleSql(products.id, products.unitPriceKobo),
};

/** A running sale as the API sends it. */
function saleDto(s: RunningSale | null): Product['sale'] {
  if (!s) return null;
  return {
    promotionId: s.promotionId,
    name: s.name,
    price: koboToNaira(BigInt(s.priceKobo)),
    endsAt: new Date(s.endsAt).toISOString(),
    flash: s.flash,
    unitsLeft: s.unitsLeft,
  };
}

/** What a catalogue card shows and nothing more (`GET products?view=card`). */
export const cardColumns = {
  id: products.id,
  name: products.name,
  photo: sql<string | null>`${products.photos}[1]`,
  unitPriceKobo: products.unitPriceKobo,
  compareAtPriceKobo: products.compareAtPriceKobo,
  quantity: products.quantity,
  businessName: businessesReadOnly.name,
  businessState: businessesReadOnly.state,
  businessVerified: listColumns.businessVerified,
  sale: listColumns.sale,
};

type CardRow = {
  id: string;
  name: string;
  photo: string | null;
  unitPriceKobo: ProductRow['unitPriceKobo'];
  compareAtPriceKobo: ProductRow['compareAtPriceKobo'];
  quantity: number;
  businessName: string;
  businessState: string | null;
  businessVerified: boolean;
  sale: RunningSale | null;
};

export function toCardDto(r: CardRow): ProductCardItem {
  return {
    _id: r.id,
    name: r.name,
    photo: r.photo,
    unitPrice: koboToNaira(r.unitPriceKobo),
    compareAtPrice: r.compareAtPriceKobo === null ? null : koboToNaira(r.compareAtPriceKobo),
    sale: saleDto(r.sale),
    quantity: r.quantity,
    business: { name: r.businessName, state: r.businessState, isVerified: r.businessVerified },
  };
}

type ListRow = {
  product: ProductRow;
  businessName: string;
  businessHandle: string;
  businessLogo: string | null;
  businessState: string | null;
  businessVerified: boolean;
  tags: { _id: string; name: string }[];
  sale: RunningSale | null;
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
      isVerified: r.businessVerified,
    },
    name: p.name,
    description: p.description,
    photo: p.photos[0] ?? null,
    photos: p.photos,
    unitPrice: koboToNaira(p.unitPriceKobo),
    compareAtPrice: p.compareAtPriceKobo === null ? null : koboToNaira(p.compareAtPriceKobo),
    sale: saleDto(r.sale),
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

export async function findProduct(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      businessActive: businessesReadOnly.isActive,
      ownerId: businessesReadOnly.ownerId,
    })
    .from(products)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
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

/**
 * How many products a business has, counted while no other creation for it can run (the plan's
 * limit holds under concurrent requests).
 */
export async function lockAndCountProducts(tx: Executor, businessId: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('products-of:' || ${businessId}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(eq(products.businessId, businessId));
  return row?.n ?? 0;
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

/** A product page search engines are told of: the product and its business are both open. */
const listedProducts = and(eq(products.isActive, true), eq(businessesReadOnly.isActive, true));

export async function countSitemapProducts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
    .where(listedProducts);
  return row?.n ?? 0;
}

/** A slice of the listed product pages, in a stable order, with when each last changed. */
export async function listSitemapProducts(db: Executor, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ id: products.id, lastmod: products.updatedAt })
    .from(products)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, products.businessId))
    .where(listedProducts)
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ path: `/product/${r.id}`, lastmod: r.lastmod }));
}
