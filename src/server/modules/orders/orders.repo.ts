import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  orderItems,
  orders,
  paymentTransactions,
  type DeliveryAddress,
  type OrderedVariant,
} from '../../db/schema/orders.ts';

export async function insertTransaction(
  db: Executor,
  values: { userId: string; reference: string; amountKobo: bigint },
) {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row!;
}

export type NewOrder = {
  transactionId: string;
  businessId: string;
  customerId: string;
  subtotalKobo: bigint;
  deliveryFeeKobo: bigint;
  totalKobo: bigint;
  deliveryAddress: DeliveryAddress;
  items: {
    productId: string;
    productName: string;
    productPhoto: string | null;
    variant: OrderedVariant | null;
    unitPriceKobo: bigint;
    quantity: number;
    totalKobo: bigint;
    resaleId: string | null;
  }[];
};

export async function insertOrder(db: Executor, order: NewOrder) {
  const { items, ...values } = order;
  const [row] = await db.insert(orders).values(values).returning();
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

/** Marks a pending, unreleased transaction paid; null when it is not in that state any more. */
export async function markTransactionPaid(db: Executor, reference: string) {
  const [row] = await db
    .update(paymentTransactions)
    .set({ status: 'SUCCESS', paidAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.reference, reference),
        eq(paymentTransactions.status, 'PENDING'),
        isNull(paymentTransactions.stockReleasedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findTransaction(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference));
  return row ?? null;
}

export function ordersOfTransaction(db: Executor, transactionId: string) {
  return db.select().from(orders).where(eq(orders.transactionId, transactionId));
}

export function itemsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

/**
 * Claims unpaid checkouts older than the cut-off for stock release; rows another worker is
 * releasing are skipped, so two sweepers never return the same stock twice.
 */
export async function claimExpired(db: Executor, olderThan: Date, limit: number) {
  const result = await db.execute(sql`
    UPDATE ${paymentTransactions} SET status = 'FAILED', stock_released_at = now()
    WHERE id IN (
      SELECT id FROM ${paymentTransactions}
      WHERE status = 'PENDING' AND stock_released_at IS NULL AND created_at < ${olderThan.toISOString()}
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  return (result.rows as { id: string }[]).map((r) => r.id);
}
