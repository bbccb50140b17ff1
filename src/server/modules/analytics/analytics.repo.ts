import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { currentPlanSql } from '../plans/plans.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import {
  analyticsBusinessDays,
  analyticsBusinessHours,
  analyticsBusinessMonths,
  analyticsCustomerHours,
} from './analytics.schema.ts';
import type { Unit } from './periods.ts';

/** A business's owner and the owner's plan now, in one read; null when there is no such business. */
export const ownerOfBusiness = async (db: Executor, businessId: string) =>
  (
    await db
      .select({
        ownerId: businessesReadOnly.ownerId,
        plan: currentPlanSql(sql`${businessesReadOnly}."owner_id"`),
      })
      .from(businessesReadOnly)
      .where(eq(businessesReadOnly.id, businessId))
  )[0] ?? null;

export const businessOfProduct = async (db: Executor, productId: string) =>
  (
    await db
      .select({ businessId: productsReadOnly.businessId })
      .from(productsReadOnly)
      .where(eq(productsReadOnly.id, productId))
  )[0]?.businessId ?? null;

type Range = { from: Date; to: Date; unit: Unit; statuses?: readonly OrderStatus[] };
type Sums = {
  bucket: Date;
  orders: number;
  valueKobo: bigint;
  releasedKobo: bigint;
  units: number;
};

const statusFilter = (column: unknown, statuses?: readonly OrderStatus[]) =>
  statuses ? sql`AND ${column} IN ${statuses}` : sql``;
const toSums = (rows: Record<string, unknown>[]): Sums[] =>
  rows.map((r) => ({
    bucket: new Date(r.bucket as string),
    orders: Number(r.orders),
    valueKobo: BigInt(r.value_kobo as string),
    releasedKobo: BigInt((r.released_kobo as string | null) ?? '0'),
    units: Number(r.units ?? 0),
  }));

/** A business's or a customer's orders per Lagos bucket, from the hourly rollups. */
export async function hourlyTrend(
  db: Executor,
  who: { businessId: string } | { customerId: string },
  r: Range,
): Promise<Sums[]> {
  const business = 'businessId' in who;
  const t = business ? analyticsBusinessHours : analyticsCustomerHours;
  const owner = business ? analyticsBusinessHours.businessId : analyticsCustomerHours.customerId;
  const id = business ? who.businessId : who.customerId;
  const released = business ? sql`sum(${analyticsBusinessHours.releasedKobo})` : sql`0`;
  const result = await db.execute(sql`
    SELECT date_trunc(${r.unit}, ${t.hour} AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos' AS bucket,
           sum(${t.orders})::int AS orders, sum(${t.valueKobo})::text AS value_kobo,
           (${released})::text AS released_kobo, 0 AS units
    FROM ${t}
    WHERE ${owner} = ${id} AND ${t.hour} >= ${r.from} AND ${t.hour} < ${r.to}
      ${statusFilter(t.status, r.statuses)}
    GROUP BY 1`);
  return toSums(result.rows);
}

/** One product's sales per Lagos bucket (days, weeks or months), from the daily rollups. */
export async function productTrend(
  db: Executor,
  businessId: string,
  productId: string,
  r: Range & { fromDay: string; toDay: string },
): Promise<Sums[]> {
  const t = analyticsBusinessDays;
  const result = await db.execute(sql`
    SELECT date_trunc(${r.unit}, ${t.day}::timestamp) AT TIME ZONE 'Africa/Lagos' AS bucket,
           sum(${t.orders})::int AS orders, sum(${t.valueKobo})::text AS value_kobo,
           '0' AS released_kobo, sum(${t.units})::int AS units
    FROM ${t}
    WHERE ${t.businessId} = ${businessId} AND ${t.breakdown} = 'product' AND ${t.key} = ${productId}
      AND ${t.day} >= ${r.fromDay} AND ${t.day} < ${r.toDay}
      ${statusFilter(t.status, r.statuses)}
    GROUP BY 1`);
  return toSums(result.rows);
}

/** A business's orders per Lagos month and status over whole months (first days, end excluded). */
export async function monthlyOrders(
  db: Executor,
  businessId: string,
  months: { fromMonth: string; toMonth: string },
) {
  const t = analyticsBusinessMonths;
  const rows = await db
    .select({
      month: t.month,
      status: t.status,
      orders: t.orders,
      valueKobo: t.valueKobo,
      releasedKobo: t.releasedKobo,
    })
    .from(t)
    .where(
      and(
        eq(t.businessId, businessId),
        sql`${t.month} >= ${months.fromMonth} AND ${t.month} < ${months.toMonth}`,
      ),
    );
  return rows.filter((r) => r.orders !== 0);
}

/** A business's orders over a period by the status they are in now. */
export async function ordersByStatus(db: Executor, businessId: string, from: Date, to: Date) {
  const t = analyticsBusinessHours;
  return db
    .select({ status: t.status, orders: sql<number>`sum(${t.orders})::int` })
    .from(t)
    .where(and(eq(t.businessId, businessId), sql`${t.hour} >= ${from} AND ${t.hour} < ${to}`))
    .groupBy(t.status)
    .having(sql`sum(${t.orders}) > 0`);
}
