import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  affiliateBlocksReadOnly,
  lockAffiliateOfBusiness,
} from '../affiliates/affiliates.public.ts';
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

/**
 * Records a resale with its share code; false when the affiliate already resells this product.
 * A code already taken (one chance in about a trillion) fails the insert: the caller retries.
 */
export async function insertResale(
  db: Executor,
  productId: string,
  affiliateId: string,
  code: string,
): Promise<boolean> {
  const rows = await db
    .insert(productResales)
    .values({ productId, affiliateId, code })
    .onConflictDoNothing({ target: [productResales.productId, productResales.affiliateId] })
    .returning({ id: productResales.id });
  return rows.length > 0;
}

/**
 * Whether the business removed this affiliate, asked holding the lock its removal takes (so a
 * resale added in the same transaction cannot slip past a removal running at the same time).
 */
export async function removedByBusiness(tx: Executor, businessId: string, affiliateId: string) {
  await tx.execute(lockAffiliateOfBusiness(businessId, affiliateId));
  const [row] = await tx
    .select({ id: affiliateBlocksReadOnly.affiliateId })
    .from(affiliateBlocksReadOnly)
    .where(
      and(
        eq(affiliateBlocksReadOnly.businessId, businessId),
        eq(affiliateBlocksReadOnly.affiliateId, affiliateId),
      ),
    );
  return Boolean(row);
}

/** Takes all of a business's products off an affiliate's resale list; how many were on it. */
export async function deleteResalesOfBusiness(
  db: Executor,
  businessId: string,
  affiliateId: string,
) {
  const rows = await db
    .delete(productResales)
    .where(
      and(
        eq(productResales.affiliateId, affiliateId),
        inArray(
          productResales.productId,
          db.select({ id: products.id }).from(products).where(eq(products.businessId, businessId)),
        ),
      ),
    )
    .returning({ id: productResales.id });
  return rows.length;
}

/** Takes a product off an affiliate's resale list; false when it was not on it. */
export async function deleteResale(db: Executor, productId: string, affiliateId: string) {
  const rows = await db
    .delete(productResales)
    .where(
      and(eq(productResales.productId, productId), eq(productResales.affiliateId, affiliateId)),
    )
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
