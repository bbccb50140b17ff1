import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import type { OrderStatus } from '#shared/order-flow.ts';
import { orderDisputesReadOnly } from '../disputes/disputes.public.ts';
import type { Executor } from '../../db/client.ts';
import {
  orderItems,
  orderStatusEvents,
  orders,
  type DeliveryAddress,
  type OrderedVariant,
} from './orders.schema.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { promotionsReadOnly } from '../promotions/promotions.public.ts';

export type NewOrder = {
  transactionId: string;
  businessId: string;
  customerId: string;
  subtotalKobo: bigint;
  deliveryFeeKobo: bigint;
  totalKobo: bigint;
  discountKobo?: bigint;
  voucherId?: string | null;
  discountFunder?: 'BUSINESS' | 'OJA' | null;
  /** The part of `totalKobo` paid with points. */
  pointsKobo?: bigint;
  /** Oja's commission in force when it was placed. */
  commissionPercent: number;
  deliveryAddress: DeliveryAddress;
  /** When it was placed: now, except for the demo marketplace's history. */
  createdAt?: Date;
  items: {
    productId: string;
    productName: string;
    productPhoto: string | null;
    variant: OrderedVariant | null;
    unitPriceKobo: bigint;
    quantity: number;
    totalKobo: bigint;
    resaleId: string | null;
    affiliateId: string | null;
    affiliateCommissionKobo: bigint;
    promotionId: string | null;
  }[];
};

export async function insertOrder(db: Executor, order: NewOrder) {
  const { items, ...values } = order;
  const [row] = await db.insert(orders).values(values).returning();
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

export function ordersOfTransaction(db: Executor, transactionId: string) {
  return ordersOfTransactions(db, [transactionId]);
}

export function ordersOfTransactions(db: Executor, transactionIds: string[]) {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(inArray(orders.transactionId, transactionIds));
}

export function itemsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

export type OrderFilter = {
  businessId?: string;
  customerId?: string;
  affiliateIds?: string[];
  productId?: string;
  promotionId?: string;
  statuses?: readonly OrderStatus[];
  paid?: boolean;
  from?: Date;
  to?: Date;
  /** Only orders the viewer may see: their own, or their businesses'. */
  visibleTo: string;
};

function orderConditions(f: OrderFilter) {
  const paidSql = sql`(SELECT t.status FROM ${paymentTransactionsReadOnly} t WHERE t.id = ${orders.transactionId})`;
  return and(
    or(
      eq(orders.customerId, f.visibleTo),
      sql`${orders.businessId} IN (SELECT id FROM ${businessesReadOnly} WHERE owner_id = ${f.visibleTo})`,
      sql`EXISTS (SELECT 1 FROM ${orderItems} i WHERE i.order_id = ${orders.id} AND i.affiliate_id = ${f.visibleTo})`,
    ),
    // A checkout the shopper cancelled is kept for the record but listed nowhere.
    sql`${paidSql} <> 'CANCELLED'`,
    f.businessId ? eq(orders.businessId, f.businessId) : undefined,
    f.customerId ? eq(orders.customerId, f.customerId) : undefined,
    f.affiliateIds?.length
      ? sql`EXISTS (SELECT 1 FROM ${orderItems} i WHERE i.order_id = ${orders.id} AND i.affiliate_id IN ${f.affiliateIds})`
      : undefined,
    f.productId
      ? sql`EXISTS (SELECT 1 FROM ${orderItems} i WHERE i.order_id = ${orders.id} AND i.product_id = ${f.productId})`
      : undefined,
    f.promotionId
      ? sql`EXISTS (SELECT 1 FROM ${orderItems} i WHERE i.order_id = ${orders.id} AND i.promotion_id = ${f.promotionId})`
      : undefined,
    f.statuses?.length ? inArray(orders.status, [...f.statuses]) : undefined,
    f.paid === undefined
      ? undefined
      : f.paid
        ? sql`${paidSql} = 'SUCCESS'`
        : sql`${paidSql} <> 'SUCCESS'`,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lte(orders.createdAt, f.to) : undefined,
  );
}

export async function listOrderIds(
  db: Executor,
  filter: OrderFilter,
  page: { limit: number; offset: number },
) {
  const where = orderConditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** Orders with what their screens show: business, customer, payment, items and history. */
export async function orderDetails(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, items, events] = await Promise.all([
    db
      .select({
        order: orders,
        business: {
          id: businessesReadOnly.id,
          name: businessesReadOnly.name,
          handle: businessesReadOnly.handle,
          logo: businessesReadOnly.logoUrl,
          ownerId: businessesReadOnly.ownerId,
          acceptsReturns: businessesReadOnly.acceptsReturns,
        },
        customer: {
          id: usersReadOnly.id,
          firstName: usersReadOnly.firstName,
          lastName: usersReadOnly.lastName,
          handle: usersReadOnly.handle,
        },
        transaction: {
          id: paymentTransactionsReadOnly.id,
          status: paymentTransactionsReadOnly.status,
        },
        disputed: sql<boolean>`EXISTS (SELECT 1 FROM ${orderDisputesReadOnly} d
          WHERE d.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, orders.businessId))
      .innerJoin(usersReadOnly, eq(usersReadOnly.id, orders.customerId))
      .innerJoin(
        paymentTransactionsReadOnly,
        eq(paymentTransactionsReadOnly.id, orders.transactionId),
      )
      .where(inArray(orders.id, ids)),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        items: items.filter((i) => i.orderId === id),
        history: events.filter((e) => e.orderId === id),
      },
    ];
  });
}
export type OrderDetail = Awaited<ReturnType<typeof orderDetails>>[number];

// ---- Changing orders ------------------------------------------------------------------------

/** The order locked for a status change, with who may act on it. */
export async function lockOrder(db: Executor, id: string) {
  const [row] = await db
    .select({
      order: orders,
      ownerId: businessesReadOnly.ownerId,
      businessName: businessesReadOnly.name,
      acceptsReturns: businessesReadOnly.acceptsReturns,
      paymentStatus: paymentTransactionsReadOnly.status,
    })
    .from(orders)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, orders.businessId))
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, orders.transactionId),
    )
    .where(eq(orders.id, id))
    .for('update', { of: orders });
  return row ?? null;
}

export async function setOrderStatus(
  db: Executor,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: 'customer' | 'vendor' | 'system',
) {
  const now = new Date();
  const [row] = await db
    .update(orders)
    .set({
      status: to,
      ...(to === 'DELIVERED' ? { deliveredAt: now } : {}),
      ...(to === 'RECEIVED' ? { receivedAt: now } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  if (row) await insertStatusEvent(db, id, to, actor, now);
  return row ?? null;
}

export async function insertStatusEvent(
  db: Executor,
  orderId: string,
  status: OrderStatus,
  actor: 'customer' | 'vendor' | 'system',
  at = new Date(),
) {
  await db.insert(orderStatusEvents).values({ orderId, status, actor, at });
}

/** The orders of transactions with their businesses, for the transaction views. */
export function ordersWithBusinesses(db: Executor, transactionIds: string[]) {
  if (transactionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orders.id,
      transactionId: orders.transactionId,
      status: orders.status,
      totalKobo: orders.totalKobo,
      business: {
        id: businessesReadOnly.id,
        name: businessesReadOnly.name,
        handle: businessesReadOnly.handle,
        logo: businessesReadOnly.logoUrl,
      },
    })
    .from(orders)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, orders.businessId))
    .where(inArray(orders.transactionId, transactionIds))
    .orderBy(asc(orders.createdAt));
}

/** Names and owners of the businesses of some orders, for their notifications. */
export async function businessesOf(db: Executor, placed: { businessId: string }[]) {
  const ids = [...new Set(placed.map((o) => o.businessId))];
  if (ids.length === 0) return new Map<string, { name: string; ownerId: string }>();
  const rows = await db
    .select({
      id: businessesReadOnly.id,
      name: businessesReadOnly.name,
      ownerId: businessesReadOnly.ownerId,
    })
    .from(businessesReadOnly)
    .where(inArray(businessesReadOnly.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, ownerId: r.ownerId }]));
}

/** A sale's business and that business's owner, or null when there is no such sale. */
export async function promotionOwner(db: Executor, promotionId: string) {
  const [row] = await db
    .select({ businessId: promotionsReadOnly.businessId, ownerId: businessesReadOnly.ownerId })
    .from(promotionsReadOnly)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, promotionsReadOnly.businessId))
    .where(eq(promotionsReadOnly.id, promotionId));
  return row ?? null;
}
