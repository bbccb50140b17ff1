import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderDisputesReadOnly } from '../disputes/disputes.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { orders } from './orders.schema.ts';

// Orders moved by someone other than their seller: the clock (delivered ones not confirmed),
// Oja (disputed ones, and a suspended seller's orders nobody accepted).

/** Whether a dispute was opened on the order (open or decided: either way, it is Oja's to settle). */
export async function disputeOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ status: orderDisputesReadOnly.status })
    .from(orderDisputesReadOnly)
    .where(eq(orderDisputesReadOnly.orderId, orderId));
  return row ?? null;
}

/** The paid orders of these businesses still waiting for the seller to accept them. */
export async function paidPendingOf(db: Executor, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, orders.transactionId),
    )
    .where(
      and(
        inArray(orders.businessId, businessIds),
        eq(orders.status, 'PENDING'),
        eq(paymentTransactionsReadOnly.status, 'SUCCESS'),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((r) => r.id);
}

/** DELIVERED orders whose customer never confirmed, locked for the automatic RECEIVED. */
export async function claimDueForReceipt(db: Executor, deliveredBefore: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'DELIVERED'),
        lt(orders.deliveredAt, deliveredBefore),
        // A disputed order waits for Oja's decision, not the clock.
        sql`NOT EXISTS (SELECT 1 FROM ${orderDisputesReadOnly} d WHERE d.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}
