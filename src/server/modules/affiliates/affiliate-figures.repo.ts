import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { reviewsReadOnly } from '../reviews/reviews.public.ts';
import { affiliateClicks } from './affiliates.schema.ts';
import { affiliateBlocks } from './seller-affiliates.schema.ts';

/**
 * An affiliate's paid lines (decision 061): their commission is pending until the order is
 * received (escrow releases it to their wallet), earned from then unless a confirmed return took
 * it back, and never anything on a rejected order.
 */
const paidLinesOf = (affiliateId: string) => sql`
  SELECT i.product_id, i.affiliate_commission_kobo AS commission, o.id AS order_id, o.status,
    o.received_at, o.created_at
  FROM ${orderItemsReadOnly} i
  JOIN ${ordersReadOnly} o ON o.id = i.order_id
  JOIN ${paymentTransactionsReadOnly} t ON t.id = o.transaction_id AND t.status = 'SUCCESS'
  WHERE i.affiliate_id = ${affiliateId}`;

const PENDING = sql`received_at IS NULL AND status NOT IN ('REJECTED', 'RETURN_CONFIRMED')`;
const EARNED = sql`received_at IS NOT NULL AND status <> 'RETURN_CONFIRMED'`;

type Totals = { clicks: string; orders: string; pending: string; earned: string; to_date: string };

/** Clicks and orders since `since`, commission pending now and earned since `since` and ever. */
export async function totalsOf(db: Executor, affiliateId: string, since: Date) {
  const { rows } = await db.execute<Totals>(sql`
    WITH lines AS (${paidLinesOf(affiliateId)})
    SELECT
      (SELECT count(*) FROM ${affiliateClicks}
        WHERE affiliate_id = ${affiliateId} AND created_at >= ${since}) AS clicks,
      count(DISTINCT order_id) FILTER (WHERE created_at >= ${since}) AS orders,
      coalesce(sum(commission) FILTER (WHERE ${PENDING}), 0) AS pending,
      coalesce(sum(commission) FILTER (WHERE ${EARNED} AND received_at >= ${since}), 0) AS earned,
      coalesce(sum(commission) FILTER (WHERE ${EARNED}), 0) AS to_date
    FROM lines`);
  const row = rows[0]!;
  return {
    clicks: Number(row.clicks),
    orders: Number(row.orders),
    pendingKobo: BigInt(row.pending),
    earnedKobo: BigInt(row.earned),
    toDateKobo: BigInt(row.to_date),
  };
}

type Month = { month: string; clicks: string; orders: string; earned: string };
const lagosMonth = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')`;

/** The last 12 months (Lagos time), oldest first: clicks, orders placed, commission earned. */
export async function monthsOf(db: Executor, affiliateId: string, now: Date) {
  const { rows } = await db.execute<Month>(sql`
    WITH months AS (
      SELECT to_char(m, 'YYYY-MM') AS month
      FROM generate_series(
        date_trunc('month', ${now}::timestamptz AT TIME ZONE 'Africa/Lagos') - interval '11 months',
        date_trunc('month', ${now}::timestamptz AT TIME ZONE 'Africa/Lagos'),
        interval '1 month') AS m),
    start AS (SELECT (min(month) || '-01')::timestamp AT TIME ZONE 'Africa/Lagos' AS at FROM months),
    lines AS (${paidLinesOf(affiliateId)}),
    clicks AS (
      SELECT ${lagosMonth(sql`created_at`)} AS month, count(*) AS n FROM ${affiliateClicks}
      WHERE affiliate_id = ${affiliateId} AND created_at >= (SELECT at FROM start) GROUP BY 1),
    placed AS (
      SELECT ${lagosMonth(sql`created_at`)} AS month, count(DISTINCT order_id) AS n FROM lines
      WHERE created_at >= (SELECT at FROM start) GROUP BY 1),
    earned AS (
      SELECT ${lagosMonth(sql`received_at`)} AS month, sum(commission) AS kobo FROM lines
      WHERE ${EARNED} AND received_at >= (SELECT at FROM start) GROUP BY 1)
    SELECT months.month, coalesce(clicks.n, 0) AS clicks, coalesce(placed.n, 0) AS orders,
      coalesce(earned.kobo, 0) AS earned
    FROM months
    LEFT JOIN clicks USING (month) LEFT JOIN placed USING (month) LEFT JOIN earned USING (month)
    ORDER BY months.month`);
  return rows.map((r) => ({
    month: r.month,
    clicks: Number(r.clicks),
    orders: Number(r.orders),
    earnedKobo: BigInt(r.earned),
  }));
}

/** A seller's rating from its reviews, as a lateral join gives it. */
const sellerRating = sql`LEFT JOIN LATERAL (
    SELECT coalesce(round(avg(rating)::numeric, 1), 0) AS average, count(*) AS count
    FROM ${reviewsReadOnly} WHERE business_id = b.id) rating ON true`;

type ResaleRow = {
  resale_id: string;
  code: string;
  added_at: Date;
  id: string;
  name: string;
  photo: string | null;
  unit_price_kobo: string;
  quantity: number;
  commission_pct: string;
  open: boolean;
  business_name: string;
  business_handle: string;
  business_state: string | null;
  rating_average: string;
  rating_count: string;
  clicks: string;
  orders: string;
  pending: string;
  earned: string;
};

/** The affiliate's resale list, newest first, with what each product's link has done. */
export async function resalesOf(db: Executor, affiliateId: string, limit: number, offset: number) {
  const { rows } = await db.execute<ResaleRow>(sql`
    SELECT r.id AS resale_id, r.code, r.created_at AS added_at, p.id, p.name, p.photos[1] AS photo,
      p.unit_price_kobo, p.quantity, p.affiliate_commission_pct AS commission_pct,
      (p.resale_allowed AND p.is_active AND b.is_active) AS open,
      b.name AS business_name, b.handle AS business_handle, b.state AS business_state,
      rating.average AS rating_average, rating.count AS rating_count,
      (SELECT count(*) FROM ${affiliateClicks} c
        WHERE c.affiliate_id = ${affiliateId} AND c.product_id = p.id) AS clicks,
      figures.orders, figures.pending, figures.earned
    FROM ${productResalesReadOnly} r
    JOIN ${productsReadOnly} p ON p.id = r.product_id
    JOIN ${businessesReadOnly} b ON b.id = p.business_id
    ${sellerRating}
    LEFT JOIN LATERAL (
      SELECT count(DISTINCT order_id) AS orders,
        coalesce(sum(commission) FILTER (WHERE ${PENDING}), 0) AS pending,
        coalesce(sum(commission) FILTER (WHERE ${EARNED}), 0) AS earned
      FROM (${paidLinesOf(affiliateId)}) lines WHERE lines.product_id = p.id) figures ON true
    WHERE r.affiliate_id = ${affiliateId}
    ORDER BY r.created_at DESC, r.id
    LIMIT ${limit} OFFSET ${offset}`);
  return rows;
}

export async function resaleCountOf(db: Executor, affiliateId: string): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM ${productResalesReadOnly} WHERE affiliate_id = ${affiliateId}`,
  );
  return Number(rows[0]!.n);
}

type OfferRow = Omit<
  ResaleRow,
  'resale_id' | 'code' | 'added_at' | 'open' | 'clicks' | 'orders' | 'pending' | 'earned'
> & { in_my_list: boolean; total: string };

/**
 * Products open to resale with stock, from others' stores that have not removed the viewer, by
 * commission or newest first.
 */
export async function offers(
  db: Executor,
  q: { viewerId: string | null; search?: string; sort: 'commission' | 'newest' },
  limit: number,
  offset: number,
) {
  const words = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const order =
    q.sort === 'newest'
      ? sql`p.created_at DESC, p.id`
      : sql`p.affiliate_commission_pct * p.unit_price_kobo DESC, p.id`;
  const { rows } = await db.execute<OfferRow>(sql`
    SELECT p.id, p.name, p.photos[1] AS photo, p.unit_price_kobo, p.quantity,
      p.affiliate_commission_pct AS commission_pct,
      b.name AS business_name, b.handle AS business_handle, b.state AS business_state,
      rating.average AS rating_average, rating.count AS rating_count,
      ${
        q.viewerId
          ? sql`EXISTS (SELECT 1 FROM ${productResalesReadOnly} r
              WHERE r.product_id = p.id AND r.affiliate_id = ${q.viewerId})`
          : sql`false`
      } AS in_my_list,
      count(*) OVER () AS total
    FROM ${productsReadOnly} p
    JOIN ${businessesReadOnly} b ON b.id = p.business_id
    ${sellerRating}
    WHERE p.resale_allowed AND p.is_active AND b.is_active AND p.quantity > 0
      AND p.affiliate_commission_pct > 0
      ${
        q.viewerId
          ? sql`AND b.owner_id <> ${q.viewerId} AND NOT EXISTS (SELECT 1 FROM ${affiliateBlocks} bl
              WHERE bl.business_id = b.id AND bl.affiliate_id = ${q.viewerId})`
          : sql``
      }
      ${words ? sql`AND (p.name ILIKE ${words} OR b.name ILIKE ${words})` : sql``}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`);
  return rows;
}

/** How many products and sellers pay affiliates today, and their commission's spread. */
export async function programme(db: Executor) {
  const { rows } = await db.execute<{
    products: string;
    sellers: string;
    lowest: string | null;
    highest: string | null;
    average: string | null;
  }>(sql`
    SELECT count(*) AS products, count(DISTINCT p.business_id) AS sellers,
      min(p.affiliate_commission_pct) AS lowest, max(p.affiliate_commission_pct) AS highest,
      round(avg(p.affiliate_commission_pct), 1) AS average
    FROM ${productsReadOnly} p JOIN ${businessesReadOnly} b ON b.id = p.business_id
    WHERE p.resale_allowed AND p.is_active AND b.is_active AND p.affiliate_commission_pct > 0`);
  return rows[0]!;
}
