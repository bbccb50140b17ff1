import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productLikes, productResales, products } from './products.schema.ts';

/** Likes and unlikes are idempotent; the counter moves only when the like itself changed. */
export async function setProductLike(
  db: Executor,
  productId: string,
  userId: string,
  on: boolean,
): Promise<boolean> {
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
  return changed.length > 0;
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
