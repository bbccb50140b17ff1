import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from './products.schema.ts';

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
