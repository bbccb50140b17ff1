import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productViewsReadOnly } from '../analytics/analytics.public.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { reviewsReadOnly } from '../reviews/reviews.public.ts';
import { productSearchSignals, products } from './products.schema.ts';

/** Orders that count as sales: paid and not sent back or turned down. */
const SOLD = ['ACCEPTED', 'SHIPPED', 'DELIVERED', 'RECEIVED'];

/**
 * Recomputes every product's search boost in one statement (decision 053): units sold and page
 * views of the last 30 days, the shop's average stars (once it has three reviews) and its
 * orders received by their buyers. Each count weighs on a log scale and saturates, so no
 * product can buy its way past a better text match. Returns how many products it scored.
 */
export async function refreshSearchSignals(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    WITH sales AS (
      SELECT i.product_id, sum(i.quantity)::int AS units
      FROM ${orderItemsReadOnly} i JOIN ${ordersReadOnly} o ON o.id = i.order_id
      WHERE o.created_at > now() - interval '30 days' AND o.status = ANY(${sql.param(SOLD)}::text[])
        AND i.product_id IS NOT NULL
      GROUP BY i.product_id),
    views AS (
      SELECT product_id, sum(views)::int AS views FROM ${productViewsReadOnly}
      WHERE day > (now() AT TIME ZONE 'Africa/Lagos')::date - 30 GROUP BY product_id),
    stars AS (
      SELECT business_id, avg(rating)::real AS average, count(*) AS n FROM ${reviewsReadOnly}
      GROUP BY business_id),
    received AS (
      SELECT business_id, count(*)::int AS n FROM ${ordersReadOnly} WHERE status = 'RECEIVED'
      GROUP BY business_id)
    INSERT INTO ${productSearchSignals} (product_id, sales_30d, views_30d, boost, shop_rating,
      updated_at)
    SELECT p.id, coalesce(s.units, 0), coalesce(v.views, 0),
      0.30 * least(1, ln(1 + coalesce(s.units, 0)) / ln(51))
      + 0.10 * least(1, ln(1 + coalesce(v.views, 0)) / ln(501))
      + CASE WHEN st.n >= 3 THEN 0.15 * (st.average - 3) / 2 ELSE 0 END
      + 0.10 * least(1, ln(1 + coalesce(r.n, 0)) / ln(101)),
      CASE WHEN st.n >= 3 THEN st.average END,
      now()
    FROM ${products} p
    LEFT JOIN sales s ON s.product_id = p.id
    LEFT JOIN views v ON v.product_id = p.id
    LEFT JOIN stars st ON st.business_id = p.business_id
    LEFT JOIN received r ON r.business_id = p.business_id
    ON CONFLICT (product_id) DO UPDATE SET sales_30d = excluded.sales_30d,
      views_30d = excluded.views_30d, boost = excluded.boost, shop_rating = excluded.shop_rating,
      updated_at = excluded.updated_at`);
  return result.rowCount ?? 0;
}
