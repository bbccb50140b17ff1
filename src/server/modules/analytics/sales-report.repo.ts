import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { withdrawalsReadOnly } from '../payouts/payouts.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** A business's name and owner. */
export const businessOf = async (db: Executor, businessId: string) =>
  (
    await db
      .select({
        name: businessesReadOnly.name,
        handle: businessesReadOnly.handle,
        ownerId: businessesReadOnly.ownerId,
      })
      .from(businessesReadOnly)
      .where(eq(businessesReadOnly.id, businessId))
  )[0] ?? null;

/** A business's paid orders placed in [from, to), oldest first, with their customers' names. */
export function paidOrdersBetween(db: Executor, businessId: string, from: Date, to: Date) {
  return db
    .select({
      id: ordersReadOnly.id,
      createdAt: ordersReadOnly.createdAt,
      status: ordersReadOnly.status,
      totalKobo: ordersReadOnly.totalKobo,
      deliveryFeeKobo: ordersReadOnly.deliveryFeeKobo,
      customerId: ordersReadOnly.customerId,
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
    })
    .from(ordersReadOnly)
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, ordersReadOnly.transactionId),
    )
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, ordersReadOnly.customerId))
    .where(
      and(
        eq(ordersReadOnly.businessId, businessId),
        eq(paymentTransactionsReadOnly.status, 'SUCCESS'),
        sql`${ordersReadOnly.createdAt} >= ${from} AND ${ordersReadOnly.createdAt} < ${to}`,
      ),
    )
    .orderBy(ordersReadOnly.createdAt);
}

/** The lines of these orders: what each sold. */
export function linesOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItemsReadOnly.orderId,
      name: orderItemsReadOnly.productName,
      units: orderItemsReadOnly.quantity,
      valueKobo: orderItemsReadOnly.totalKobo,
    })
    .from(orderItemsReadOnly)
    .where(inArray(orderItemsReadOnly.orderId, orderIds));
}

/** What a business withdrew (or is withdrawing) in [from, to). */
export async function withdrawnBetween(db: Executor, businessId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawalsReadOnly.amountKobo}), 0)::text` })
    .from(withdrawalsReadOnly)
    .where(
      and(
        eq(withdrawalsReadOnly.businessId, businessId),
        inArray(withdrawalsReadOnly.status, ['PENDING', 'SUCCESS']),
        sql`${withdrawalsReadOnly.createdAt} >= ${from} AND ${withdrawalsReadOnly.createdAt} < ${to}`,
      ),
    );
  return BigInt(row?.sum ?? '0');
}
