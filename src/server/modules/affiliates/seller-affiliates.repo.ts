import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { lockAffiliateOfBusiness } from './affiliates.public.ts';
import { affiliateClicks } from './affiliates.schema.ts';
import { affiliateBlocks } from './seller-affiliates.schema.ts';

/** An order on its way: its lines' commission is pending. RECEIVED: earned. */
const ON_ITS_WAY = sql.raw(`('PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED')`);

/**
 * A business's affiliates (everyone who resells one of its products or brought it a paid order,
 * less those it removed), with their figures: `sold` from the order lines checkout fixed,
 * `resold` from the resales they hold now.
 */
const affiliatesOf = (businessId: string) => sql`
  WITH sold AS (
    SELECT i.affiliate_id,
      count(DISTINCT i.order_id)::int AS orders,
      sum(i.total_kobo) AS sales_kobo,
      coalesce(sum(i.affiliate_commission_kobo) FILTER (WHERE o.status IN ${ON_ITS_WAY}), 0)
        AS pending_kobo,
      coalesce(sum(i.affiliate_commission_kobo) FILTER (WHERE o.status = 'RECEIVED'), 0)
        AS earned_kobo
    FROM ${orderItemsReadOnly} i
    JOIN ${ordersReadOnly} o ON o.id = i.order_id
    JOIN ${paymentTransactionsReadOnly} t ON t.id = o.transaction_id
    WHERE o.business_id = ${businessId} AND i.affiliate_id IS NOT NULL AND t.status = 'SUCCESS'
    GROUP BY i.affiliate_id
  ), resold AS (
    SELECT r.affiliate_id, count(*)::int AS products
    FROM ${productResalesReadOnly} r
    JOIN ${productsReadOnly} p ON p.id = r.product_id
    WHERE p.business_id = ${businessId}
    GROUP BY r.affiliate_id
  ), people AS (
    SELECT affiliate_id FROM sold UNION SELECT affiliate_id FROM resold
  )
  SELECT people.affiliate_id, sold.orders, sold.sales_kobo, sold.pending_kobo, sold.earned_kobo,
    resold.products
  FROM people
  LEFT JOIN sold ON sold.affiliate_id = people.affiliate_id
  LEFT JOIN resold ON resold.affiliate_id = people.affiliate_id
  WHERE NOT EXISTS (SELECT 1 FROM ${affiliateBlocks} b
    WHERE b.business_id = ${businessId} AND b.affiliate_id = people.affiliate_id)`;

export type AffiliateFigures = {
  affiliateId: string;
  productsResold: number;
  clicks: number;
  orders: number;
  salesKobo: bigint;
  pendingKobo: bigint;
  earnedKobo: bigint;
};

/** A page of a business's affiliates, best sellers first, and how many there are. */
export async function listAffiliates(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: AffiliateFigures[]; total: number }> {
  const list = affiliatesOf(businessId);
  const [found, counted] = await Promise.all([
    db.execute<{
      affiliate_id: string;
      orders: number | null;
      sales_kobo: string | null;
      pending_kobo: string | null;
      earned_kobo: string | null;
      products: number | null;
      clicks: number;
    }>(sql`
      SELECT a.*,
        (SELECT count(*)::int FROM ${affiliateClicks} c
          WHERE c.affiliate_id = a.affiliate_id
            AND (c.business_id = ${businessId} OR c.product_id IN
              (SELECT id FROM ${productsReadOnly} WHERE business_id = ${businessId}))) AS clicks
      FROM (${list}) a
      ORDER BY coalesce(a.sales_kobo, 0) DESC, coalesce(a.orders, 0) DESC,
        coalesce(a.products, 0) DESC, a.affiliate_id
      LIMIT ${page.limit} OFFSET ${page.offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${list}) a`),
  ]);
  return {
    rows: found.rows.map((r) => ({
      affiliateId: r.affiliate_id,
      productsResold: r.products ?? 0,
      clicks: r.clicks,
      orders: r.orders ?? 0,
      salesKobo: BigInt(r.sales_kobo ?? 0),
      pendingKobo: BigInt(r.pending_kobo ?? 0),
      earnedKobo: BigInt(r.earned_kobo ?? 0),
    })),
    total: counted.rows[0]?.n ?? 0,
  };
}

/** Records that a business removed an affiliate, holding the lock resales take; false if it had. */
export async function insertBlock(tx: Executor, businessId: string, affiliateId: string) {
  await tx.execute(lockAffiliateOfBusiness(businessId, affiliateId));
  const rows = await tx
    .insert(affiliateBlocks)
    .values({ businessId, affiliateId })
    .onConflictDoNothing()
    .returning({ at: affiliateBlocks.createdAt });
  return rows[0]?.at ?? null;
}

/** Lets a removed affiliate resell the business's products again; false when not removed. */
export async function deleteBlock(db: Executor, businessId: string, affiliateId: string) {
  const rows = await db
    .delete(affiliateBlocks)
    .where(
      and(eq(affiliateBlocks.businessId, businessId), eq(affiliateBlocks.affiliateId, affiliateId)),
    )
    .returning({ id: affiliateBlocks.affiliateId });
  return rows.length > 0;
}

/** The affiliates a business removed, most recent first. */
export async function listBlocks(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(affiliateBlocks.businessId, businessId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ affiliateId: affiliateBlocks.affiliateId, removedAt: affiliateBlocks.createdAt })
      .from(affiliateBlocks)
      .where(where)
      .orderBy(desc(affiliateBlocks.createdAt), affiliateBlocks.affiliateId)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(affiliateBlocks).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
