import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderDisputesReadOnly } from '../disputes/disputes.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { orders } from './orders.schema.ts';

// Orders whose fate is Oja's rather than their seller's: disputed ones, and a suspended seller's
// orders nobody accepted.

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
