import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import {
  analyticsBusinessViews,
  analyticsProductMonthViews,
  analyticsProductViews,
  analyticsViewMarks,
} from './analytics.schema.ts';

/** The business selling a product, and its owner; null when there is no such product. */
export const sellerOfProduct = async (db: Executor, productId: string) =>
  (
    await db
      .select({
        businessId: productsReadOnly.businessId,
        ownerId: businessesReadOnly.ownerId,
        onSale: productsReadOnly.isActive,
      })
      .from(productsReadOnly)
      .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
      .where(eq(productsReadOnly.id, productId))
  )[0] ?? null;

/**
 * Counts a product view unless this viewer was already counted for the product that Lagos day.
 * One statement: the mark and both counters are written together or not at all. True if counted.
 */
export async function countProductView(
  db: Executor,
  v: { businessId: string; productId: string; viewer: string; day: string },
): Promise<boolean> {
  const marks = analyticsViewMarks;
  const products = analyticsProductViews;
  const months = analyticsProductMonthViews;
  const businesses = analyticsBusinessViews;
  const month = `${v.day.slice(0, 7)}-01`;
  const result = await db.execute(sql`
    WITH marked AS (
      INSERT INTO ${marks} (product_id, viewer, day) VALUES (${v.productId}, ${v.viewer}, ${v.day})
      ON CONFLICT DO NOTHING RETURNING 1
    ), product AS (
      INSERT INTO ${products} (business_id, product_id, day, views)
      SELECT ${v.businessId}, ${v.productId}, ${v.day}, 1 FROM marked
      ON CONFLICT (business_id, product_id, day) DO UPDATE SET views = ${products.views} + 1
    ), product_month AS (
      INSERT INTO ${months} (business_id, product_id, month, views)
      SELECT ${v.businessId}, ${v.productId}, ${month}, 1 FROM marked
      ON CONFLICT (business_id, product_id, month) DO UPDATE SET views = ${months.views} + 1
    )
    INSERT INTO ${businesses} (business_id, day, views)
    SELECT ${v.businessId}, ${v.day}, 1 FROM marked
    ON CONFLICT (business_id, day) DO UPDATE SET views = ${businesses.views} + 1
    RETURNING 1`);
  return result.rows.length > 0;
}

/** Forgets who saw what before `day`: only today's marks are needed to count once a day. */
export async function pruneViewMarks(db: Executor, day: string) {
  const result = await db.execute(
    sql`DELETE FROM ${analyticsViewMarks} WHERE ${analyticsViewMarks.day} < ${day}`,
  );
  return result.rowCount ?? 0;
}

type Days = { fromDay: string; toDay: string };

/** A business's product views over Lagos days, all products together. */
export async function businessViews(db: Executor, businessId: string, days: Days) {
  const t = analyticsBusinessViews;
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${t.views}), 0)::int` })
    .from(t)
    .where(
      and(
        eq(t.businessId, businessId),
        sql`${t.day} >= ${days.fromDay} AND ${t.day} < ${days.toDay}`,
      ),
    );
  return Number(row?.views ?? 0);
}
