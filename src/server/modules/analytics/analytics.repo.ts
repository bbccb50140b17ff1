import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Executor } from '../../db/client.ts';
import { businessesView } from '../businesses/businesses.public.ts';
import { orderItemsView, ordersView } from '../orders/orders.public.ts';
import { paymentTransactionsView } from '../payments/payments.public.ts';
import { withdrawalsView } from '../payouts/payouts.public.ts';
import { currentPlanSql } from '../plans/plans.public.ts';
import { productsView } from '../products/products.public.ts';
import { usersView } from '../users/users.public.ts';
import {
  analyticsBusinessDays,
  analyticsBusinessHours,
  analyticsBusinessMonthKeys,
  analyticsBusinessMonths,
  analyticsBusinessViews,
  analyticsCustomerHours,
  analyticsOrderFacts,
  analyticsProductMonthViews,
  analyticsProductViews,
  analyticsProducts,
  analyticsViewMarks,
  type Breakdown,
} from './analytics.schema.ts';
import type { Unit } from './periods.ts';

export type Fact = typeof analyticsOrderFacts.$inferSelect;

/** An order as it stands, with its lines; null unless it exists and its payment went through. */
export async function readPaidOrder(db: Executor, orderId: string) {
  const [order] = await db
    .select({
      id: ordersView.id,
      businessId: ordersView.businessId,
      customerId: ordersView.customerId,
      status: ordersView.status,
      totalKobo: ordersView.totalKobo,
      address: ordersView.deliveryAddress,
      createdAt: ordersView.createdAt,
    })
    .from(ordersView)
    .innerJoin(paymentTransactionsView, eq(paymentTransactionsView.id, ordersView.transactionId))
    .where(and(eq(ordersView.id, orderId), eq(paymentTransactionsView.status, 'SUCCESS')));
  if (!order) return null;
  const items = await db
    .select({
      productId: orderItemsView.productId,
      name: orderItemsView.productName,
      photo: orderItemsView.productPhoto,
      unitPriceKobo: orderItemsView.unitPriceKobo,
      units: orderItemsView.quantity,
      valueKobo: orderItemsView.totalKobo,
    })
    .from(orderItemsView)
    .where(eq(orderItemsView.orderId, orderId));
  return { ...order, items };
}

/** Holds one order's facts until the transaction ends, even before they exist. */
export async function lockOrderFacts(tx: Executor, orderId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`analytics:${orderId}`}, 0))`,
  );
  const [row] = await tx
    .select()
    .from(analyticsOrderFacts)
    .where(eq(analyticsOrderFacts.orderId, orderId));
  return row ?? null;
}

export async function saveFact(tx: Executor, fact: Fact) {
  await tx
    .insert(analyticsOrderFacts)
    .values(fact)
    .onConflictDoUpdate({ target: analyticsOrderFacts.orderId, set: fact });
}

export async function deleteFact(tx: Executor, orderId: string) {
  await tx.delete(analyticsOrderFacts).where(eq(analyticsOrderFacts.orderId, orderId));
}

/** What one order adds to (or takes back from) every rollup, row by row. */
export type RollupDeltas = {
  businessHours: (typeof analyticsBusinessHours.$inferInsert)[];
  businessMonths: (typeof analyticsBusinessMonths.$inferInsert)[];
  customerHours: (typeof analyticsCustomerHours.$inferInsert)[];
  businessDays: (typeof analyticsBusinessDays.$inferInsert)[];
  businessMonthKeys: (typeof analyticsBusinessMonthKeys.$inferInsert)[];
  products: (typeof analyticsProducts.$inferInsert)[];
};

/** An upsert adding `rows` to a rollup table: on its key, each summed column adds the new value. */
function adding(
  tx: Executor,
  table: PgTable,
  rows: Record<string, unknown>[],
  target: PgColumn[],
  sums: Record<string, PgColumn>,
): SQL | null {
  if (rows.length === 0) return null;
  const set = Object.fromEntries(
    Object.entries(sums).map(([field, col]) => [
      field,
      sql`${col} + excluded.${sql.identifier(col.name)}`,
    ]),
  );
  return tx.insert(table).values(rows).onConflictDoUpdate({ target, set }).getSQL();
}

/**
 * Adds the deltas to every rollup in one statement (each insert a data-modifying CTE), so the
 * rows every order of a busy shop shares (its hour, day and month) are locked for one round trip
 * before the commit, not for a statement per table. A table's rows must be distinct by its key.
 */
export async function addRollups(tx: Executor, d: RollupDeltas) {
  const [h, m, c, days, mk, p] = [
    analyticsBusinessHours,
    analyticsBusinessMonths,
    analyticsCustomerHours,
    analyticsBusinessDays,
    analyticsBusinessMonthKeys,
    analyticsProducts,
  ];
  const money = (t: typeof h | typeof m) => ({
    orders: t.orders,
    valueKobo: t.valueKobo,
    releasedKobo: t.releasedKobo,
  });
  const counts = (t: typeof days | typeof mk) => ({
    orders: t.orders,
    valueKobo: t.valueKobo,
    units: t.units,
  });
  const writes = [
    adding(tx, h, d.businessHours, [h.businessId, h.hour, h.status], money(h)),
    adding(tx, m, d.businessMonths, [m.businessId, m.month, m.status], money(m)),
    adding(tx, c, d.customerHours, [c.customerId, c.hour, c.status], {
      orders: c.orders,
      valueKobo: c.valueKobo,
    }),
    adding(
      tx,
      days,
      d.businessDays,
      [days.businessId, days.breakdown, days.key, days.day, days.status],
      counts(days),
    ),
    adding(
      tx,
      mk,
      d.businessMonthKeys,
      [mk.businessId, mk.breakdown, mk.key, mk.month, mk.status],
      counts(mk),
    ),
    // What a product was called and cost when last sold, for rankings of products since deleted.
    d.products.length
      ? tx
          .insert(p)
          .values(d.products)
          .onConflictDoUpdate({
            target: p.productId,
            set: {
              name: sql`excluded.name`,
              photo: sql`excluded.photo`,
              unitPriceKobo: sql`excluded.unit_price_kobo`,
            },
          })
          .getSQL()
      : null,
  ].filter((w): w is SQL => w !== null);
  const last = writes.pop();
  if (!last) return;
  const ctes = writes.map((w, i) => sql`${sql.identifier(`w${i}`)} AS (${w})`);
  await tx.execute(ctes.length ? sql`WITH ${sql.join(ctes, sql`, `)} ${last}` : last);
}

/** Paid orders analytics has not counted as they stand now (missed or late events). */
export async function ordersOutOfStep(db: Executor, limit: number) {
  const rows = await db
    .select({ id: ordersView.id })
    .from(ordersView)
    .innerJoin(paymentTransactionsView, eq(paymentTransactionsView.id, ordersView.transactionId))
    .leftJoin(analyticsOrderFacts, eq(analyticsOrderFacts.orderId, ordersView.id))
    .where(
      and(
        eq(paymentTransactionsView.status, 'SUCCESS'),
        sql`${analyticsOrderFacts.orderId} IS NULL OR ${analyticsOrderFacts.status} <> ${ordersView.status}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A business's owner and the owner's plan now, in one read; null when there is no such business. */
export const ownerOfBusiness = async (db: Executor, businessId: string) =>
  (
    await db
      .select({
        ownerId: businessesView.ownerId,
        plan: currentPlanSql(sql`${businessesView}."owner_id"`),
      })
      .from(businessesView)
      .where(eq(businessesView.id, businessId))
  )[0] ?? null;

export const businessOfProduct = async (db: Executor, productId: string) =>
  (
    await db
      .select({ businessId: productsView.businessId })
      .from(productsView)
      .where(eq(productsView.id, productId))
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

/** A business's name and owner. */
export const businessOf = async (db: Executor, businessId: string) =>
  (
    await db
      .select({
        name: businessesView.name,
        handle: businessesView.handle,
        ownerId: businessesView.ownerId,
      })
      .from(businessesView)
      .where(eq(businessesView.id, businessId))
  )[0] ?? null;

/** A business's paid orders placed in [from, to), oldest first, with their customers' names. */
export function paidOrdersBetween(db: Executor, businessId: string, from: Date, to: Date) {
  return db
    .select({
      id: ordersView.id,
      createdAt: ordersView.createdAt,
      status: ordersView.status,
      totalKobo: ordersView.totalKobo,
      deliveryFeeKobo: ordersView.deliveryFeeKobo,
      customerId: ordersView.customerId,
      firstName: usersView.firstName,
      lastName: usersView.lastName,
    })
    .from(ordersView)
    .innerJoin(paymentTransactionsView, eq(paymentTransactionsView.id, ordersView.transactionId))
    .innerJoin(usersView, eq(usersView.id, ordersView.customerId))
    .where(
      and(
        eq(ordersView.businessId, businessId),
        eq(paymentTransactionsView.status, 'SUCCESS'),
        sql`${ordersView.createdAt} >= ${from} AND ${ordersView.createdAt} < ${to}`,
      ),
    )
    .orderBy(ordersView.createdAt);
}

/** The lines of these orders: what each sold. */
export function linesOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItemsView.orderId,
      name: orderItemsView.productName,
      units: orderItemsView.quantity,
      valueKobo: orderItemsView.totalKobo,
    })
    .from(orderItemsView)
    .where(inArray(orderItemsView.orderId, orderIds));
}

/** What a business withdrew (or is withdrawing) in [from, to). */
export async function withdrawnBetween(db: Executor, businessId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawalsView.amountKobo}), 0)::text` })
    .from(withdrawalsView)
    .where(
      and(
        eq(withdrawalsView.businessId, businessId),
        inArray(withdrawalsView.status, ['PENDING', 'SUCCESS']),
        sql`${withdrawalsView.createdAt} >= ${from} AND ${withdrawalsView.createdAt} < ${to}`,
      ),
    );
  return BigInt(row?.sum ?? '0');
}

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
  const u = usersView;
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

/** The business selling a product, and its owner; null when there is no such product. */
export const sellerOfProduct = async (db: Executor, productId: string) =>
  (
    await db
      .select({
        businessId: productsView.businessId,
        ownerId: businessesView.ownerId,
        onSale: productsView.isActive,
      })
      .from(productsView)
      .innerJoin(businessesView, eq(businessesView.id, productsView.businessId))
      .where(eq(productsView.id, productId))
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
