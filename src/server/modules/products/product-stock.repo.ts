import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, type Variant } from './products.schema.ts';

/** What checkout needs of a product to price a line and check its stock. */
export type CheckoutProduct = {
  id: string;
  businessId: string;
  name: string;
  photo: string | null;
  unitPriceKobo: bigint;
  quantity: number;
  variants: Variant[];
  isActive: boolean;
  resaleAllowed: boolean;
  affiliateCommissionPct: number;
};

/** The cart's products (hidden ones included) in one plain read, no lock; absent ids are missing. */
export async function checkoutProducts(
  db: Executor,
  ids: string[],
): Promise<Map<string, CheckoutProduct>> {
  const rows = await db
    .select({
      id: products.id,
      businessId: products.businessId,
      name: products.name,
      photo: sql<string | null>`${products.photos}[1]`,
      unitPriceKobo: products.unitPriceKobo,
      quantity: products.quantity,
      variants: products.variants,
      isActive: products.isActive,
      resaleAllowed: products.resaleAllowed,
      affiliateCommissionPct: products.affiliateCommissionPct,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What an order line was priced with, read before its stock is taken. */
export type PricedWith = {
  unitPriceKobo: bigint;
  /** Checked only for a line bought through a reseller, whose share depends on them. */
  resale: { resaleAllowed: boolean; affiliateCommissionPct: number } | null;
};

/**
 * Takes `quantity` units (of one variant, when given) in a single conditional UPDATE: of two
 * buyers racing for the last unit exactly one gets a row back. It matches only while the product
 * still has the price (and, for a resold line, the resale terms) the order was written with, so a
 * price changed since checkout read it is never charged at the old one. False when nothing
 * matched: not enough stock, no such product or option, or the price changed.
 */
export async function takeStock(
  db: Executor,
  productId: string,
  quantity: number,
  variantName: string | null,
  priced: PricedWith,
): Promise<boolean> {
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
  const rows = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}`, variants })
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        sql`${products.quantity} >= ${quantity}`,
        variantOk,
        eq(products.unitPriceKobo, priced.unitPriceKobo),
        ...(priced.resale
          ? [
              eq(products.resaleAllowed, priced.resale.resaleAllowed),
              eq(products.affiliateCommissionPct, priced.resale.affiliateCommissionPct),
            ]
          : []),
      ),
    )
    .returning({ id: products.id });
  return rows.length > 0;
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
