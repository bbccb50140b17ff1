import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import {
  analyticsBusinessDays,
  analyticsBusinessHours,
  analyticsBusinessMonthKeys,
  analyticsBusinessMonths,
  analyticsCustomerHours,
  analyticsOrderFacts,
  analyticsProducts,
} from './analytics.schema.ts';

export type Fact = typeof analyticsOrderFacts.$inferSelect;

/** An order as it stands, with its lines; null unless it exists and its payment went through. */
export async function readPaidOrder(db: Executor, orderId: string) {
  const [order] = await db
    .select({
      id: ordersReadOnly.id,
      businessId: ordersReadOnly.businessId,
      customerId: ordersReadOnly.customerId,
      status: ordersReadOnly.status,
      totalKobo: ordersReadOnly.totalKobo,
      address: ordersReadOnly.deliveryAddress,
      createdAt: ordersReadOnly.createdAt,
    })
    .from(ordersReadOnly)
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, ordersReadOnly.transactionId),
    )
    .where(and(eq(ordersReadOnly.id, orderId), eq(paymentTransactionsReadOnly.status, 'SUCCESS')));
  if (!order) return null;
  const items = await db
    .select({
      productId: orderItemsReadOnly.productId,
      name: orderItemsReadOnly.productName,
      photo: orderItemsReadOnly.productPhoto,
      unitPriceKobo: orderItemsReadOnly.unitPriceKobo,
      units: orderItemsReadOnly.quantity,
      valueKobo: orderItemsReadOnly.totalKobo,
    })
    .from(orderItemsReadOnly)
    .where(eq(orderItemsReadOnly.orderId, orderId));
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
    .select({ id: ordersReadOnly.id })
    .from(ordersReadOnly)
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, ordersReadOnly.transactionId),
    )
    .leftJoin(analyticsOrderFacts, eq(analyticsOrderFacts.orderId, ordersReadOnly.id))
    .where(
      and(
        eq(paymentTransactionsReadOnly.status, 'SUCCESS'),
        sql`${analyticsOrderFacts.orderId} IS NULL OR ${analyticsOrderFacts.status} <> ${ordersReadOnly.status}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
