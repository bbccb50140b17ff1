import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { affiliateAttributions, affiliateClicks } from './affiliates.schema.ts';

/** Who a link credits: the affiliate, and the resale and product when it was a product's link. */
export type LinkTarget = {
  affiliateId: string;
  resaleId: string | null;
  productId: string | null;
};

/** A resale by its share code or id. */
export async function findResale(db: Executor, by: { code: string } | { id: string }) {
  const [row] = await db
    .select({
      affiliateId: productResalesReadOnly.affiliateId,
      resaleId: productResalesReadOnly.id,
      productId: productResalesReadOnly.productId,
    })
    .from(productResalesReadOnly)
    .where(
      'code' in by
        ? eq(productResalesReadOnly.code, by.code)
        : eq(productResalesReadOnly.id, by.id),
    );
  return row ?? null;
}

/** A user by referral code or id: the affiliate of a link to a whole store. */
export async function findUserId(db: Executor, by: { code: string } | { id: string }) {
  const [row] = await db
    .select({ id: usersReadOnly.id })
    .from(usersReadOnly)
    .where('code' in by ? eq(usersReadOnly.referralCode, by.code) : eq(usersReadOnly.id, by.id));
  return row?.id ?? null;
}

/** The owner of the store a product or business belongs to (null when there is none). */
export async function ownerOf(db: Executor, place: { productId?: string; businessId?: string }) {
  const query = db
    .select({ ownerId: businessesReadOnly.ownerId, businessId: businessesReadOnly.id })
    .from(businessesReadOnly);
  const [row] = place.productId
    ? await query
        .innerJoin(productsReadOnly, eq(productsReadOnly.businessId, businessesReadOnly.id))
        .where(eq(productsReadOnly.id, place.productId))
    : await query.where(eq(businessesReadOnly.id, place.businessId!));
  return row ?? null;
}

/**
 * Records a visit unless the same browser came through the same affiliate to the same place
 * since `windowStart`; true when it was recorded.
 */
export async function insertClickOnce(
  db: Executor,
  click: LinkTarget & { businessId: string | null; visitor: string; userId: string | null },
  at: Date,
  windowStart: Date,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO ${affiliateClicks}
      (id, affiliate_id, resale_id, product_id, business_id, visitor, user_id, created_at)
    SELECT ${uuidv7()}, ${click.affiliateId}, ${click.resaleId}, ${click.productId},
      ${click.businessId}, ${click.visitor}, ${click.userId}, ${at}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${affiliateClicks} c
      WHERE c.visitor = ${click.visitor} AND c.affiliate_id = ${click.affiliateId}
        AND c.product_id IS NOT DISTINCT FROM ${click.productId}::uuid
        AND c.business_id IS NOT DISTINCT FROM ${click.businessId}::uuid
        AND c.created_at > ${windowStart} AND c.created_at <= ${at})
    RETURNING 1`);
  return rows.length > 0;
}

/** Keeps the newer of the shopper's attribution and this one. */
export async function saveAttribution(
  db: Executor,
  row: { userId: string; affiliateId: string; clickedAt: Date; expiresAt: Date },
) {
  await db
    .insert(affiliateAttributions)
    .values(row)
    .onConflictDoUpdate({
      target: affiliateAttributions.userId,
      set: {
        affiliateId: row.affiliateId,
        clickedAt: row.clickedAt,
        expiresAt: row.expiresAt,
      },
      setWhere: sql`${affiliateAttributions.clickedAt} <= ${row.clickedAt}`,
    });
}

/** The shopper's attribution on the server, while its 7 days last. */
export async function attributionOf(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({
      affiliateId: affiliateAttributions.affiliateId,
      clickedAt: affiliateAttributions.clickedAt,
    })
    .from(affiliateAttributions)
    .where(and(eq(affiliateAttributions.userId, userId), gt(affiliateAttributions.expiresAt, now)))
    .orderBy(desc(affiliateAttributions.clickedAt));
  return row ?? null;
}
