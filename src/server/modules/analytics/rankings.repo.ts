import { sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import {
  analyticsBusinessDays,
  analyticsBusinessMonthKeys,
  analyticsBusinessViews,
  analyticsProductMonthViews,
  analyticsProductViews,
  analyticsProducts,
  type Breakdown,
} from './analytics.schema.ts';

export type Ranked = {
  key: string;
  orders: number;
  valueKobo: bigint;
  units: number;
  /** A product as it last sold, with its page's views over the span. */
  product: { name: string; photo: string | null; unitPriceKobo: bigint; views: number } | null;
  /** A customer's name and picture; null for a former customer. */
  customer: {
    firstName: string;
    lastName: string;
    handle: string;
    avatarUrl: string | null;
  } | null;
};

/**
 * Every ranking of the overview in one query over the daily (or, for whole months, monthly)
 * rollups, one index-only scan: the top `limit` keys of each breakdown by value, the top
 * customers by order count, how many customers ordered and how many of them more than once;
 * the ranked products and customers come with their names, pictures and (products) views, and
 * every row with the business's product views over the span.
 */
export async function rankings(
  db: Executor,
  businessId: string,
  span: { fromDay: string; toDay: string; byMonth?: boolean },
  statuses: readonly OrderStatus[],
  limit: { top: number; locations: number },
) {
  // Whole months read the monthly rows (the same sums, a row per key and month).
  const t = span.byMonth ? analyticsBusinessMonthKeys : analyticsBusinessDays;
  const at = span.byMonth ? analyticsBusinessMonthKeys.month : analyticsBusinessDays.day;
  const p = analyticsProducts;
  const u = usersReadOnly;
  const v = span.byMonth ? analyticsProductMonthViews : analyticsProductViews;
  const b = analyticsBusinessViews;
  const viewedAt = span.byMonth ? analyticsProductMonthViews.month : analyticsProductViews.day;
  const idOf = (breakdown: Breakdown) =>
    sql.raw(`CASE WHEN ranked.breakdown = '${breakdown}' THEN ranked.key::uuid END`);
  const result = await db.execute(sql`
    SELECT ranked.breakdown, ranked.key, ranked.orders, ranked.value_kobo::text, ranked.units,
           ranked.by_value, ranked.by_count, ranked.customers, ranked.repeaters, ranked.all_orders,
           ${p.name} AS product_name, ${p.photo} AS product_photo,
           ${p.unitPriceKobo}::text AS unit_price_kobo,
           CASE WHEN ranked.breakdown = 'product' THEN
             (SELECT coalesce(sum(${v.views}), 0)::int FROM ${v}
               WHERE ${v.businessId} = ${businessId} AND ${v.productId} = ranked.key::uuid
                 AND ${viewedAt} >= ${span.fromDay} AND ${viewedAt} < ${span.toDay})
           END AS views,
           ${u.firstName} AS first_name, ${u.lastName} AS last_name, ${u.handle} AS handle,
           ${u.avatarUrl} AS avatar_url,
           (SELECT coalesce(sum(${b.views}), 0)::int FROM ${b}
             WHERE ${b.businessId} = ${businessId} AND ${b.day} >= ${span.fromDay} AND ${b.day} < ${span.toDay}
           ) AS business_views,
           (SELECT min(${b.day})::text FROM ${b} WHERE ${b.businessId} = ${businessId}) AS views_since
    FROM (
      SELECT ${t.breakdown} AS breakdown, ${t.key} AS key, sum(${t.orders})::int AS orders,
             sum(${t.valueKobo}) AS value_kobo, sum(${t.units})::int AS units,
             row_number() OVER (PARTITION BY ${t.breakdown} ORDER BY sum(${t.valueKobo}) DESC, ${t.key}) AS by_value,
             row_number() OVER (PARTITION BY ${t.breakdown} ORDER BY sum(${t.orders}) DESC, sum(${t.valueKobo}) DESC, ${t.key}) AS by_count,
             count(*) OVER (PARTITION BY ${t.breakdown})::int AS customers,
             sum(CASE WHEN sum(${t.orders}) > 1 THEN 1 ELSE 0 END) OVER (PARTITION BY ${t.breakdown})::int AS repeaters,
             sum(sum(${t.orders})) OVER (PARTITION BY ${t.breakdown})::int AS all_orders
      FROM ${t}
      WHERE ${t.businessId} = ${businessId} AND ${at} >= ${span.fromDay} AND ${at} < ${span.toDay}
        AND ${t.status} IN ${statuses}
      GROUP BY ${t.breakdown}, ${t.key}
      HAVING sum(${t.orders}) > 0
    ) ranked
    LEFT JOIN ${p} ON ${p.productId} = ${idOf('product')}
    LEFT JOIN ${u} ON ${u.id} = ${idOf('customer')}
    WHERE ranked.by_value <= CASE WHEN ranked.breakdown IN ('state', 'lga') THEN ${limit.locations}::int ELSE ${limit.top}::int END
       OR (ranked.breakdown = 'customer' AND ranked.by_count <= ${limit.top}::int)`);
  const rows = result.rows as {
    breakdown: Breakdown;
    key: string;
    orders: number;
    value_kobo: string;
    units: number;
    by_value: string;
    by_count: string;
    customers: number;
    repeaters: number;
    all_orders: number;
    product_name: string | null;
    product_photo: string | null;
    unit_price_kobo: string | null;
    views: number | null;
    first_name: string | null;
    last_name: string | null;
    handle: string | null;
    avatar_url: string | null;
    business_views: number;
    views_since: string | null;
  }[];
  const ranked = (r: (typeof rows)[number]): Ranked => ({
    key: r.key,
    orders: Number(r.orders),
    valueKobo: BigInt(r.value_kobo),
    units: Number(r.units),
    product:
      r.breakdown === 'product'
        ? {
            name: r.product_name ?? 'Product',
            photo: r.product_photo,
            unitPriceKobo: BigInt(r.unit_price_kobo ?? '0'),
            views: Number(r.views ?? 0),
          }
        : null,
    customer:
      r.first_name !== null
        ? {
            firstName: r.first_name,
            lastName: r.last_name ?? '',
            handle: r.handle ?? '',
            avatarUrl: r.avatar_url,
          }
        : null,
  });
  const of = (b: Breakdown, order: 'by_value' | 'by_count', n: number) =>
    rows
      .filter((r) => r.breakdown === b && Number(r[order]) <= n)
      .sort((a, b2) => Number(a[order]) - Number(b2[order]))
      .map(ranked);
  const customerRow = rows.find((r) => r.breakdown === 'customer');
  return {
    products: of('product', 'by_value', limit.top),
    customersByValue: of('customer', 'by_value', limit.top),
    customersByCount: of('customer', 'by_count', limit.top),
    states: of('state', 'by_value', limit.locations),
    lgas: of('lga', 'by_value', limit.locations),
    customers: Number(customerRow?.customers ?? 0),
    repeaters: Number(customerRow?.repeaters ?? 0),
    /** Orders in the period (each order has exactly one customer row). */
    orders: Number(customerRow?.all_orders ?? 0),
    /** The business's product views over the span; null when nothing sold (not read then). */
    views: rows[0] ? Number(rows[0].business_views) : null,
    /** The first Lagos day the business's product views were counted on, if any. */
    viewsSince: rows[0]?.views_since ?? null,
  };
}
