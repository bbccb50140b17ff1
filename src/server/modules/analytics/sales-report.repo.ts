import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesView } from '../businesses/businesses.public.ts';
import { orderItemsView, ordersView } from '../orders/orders.public.ts';
import { paymentTransactionsView } from '../payments/payments.public.ts';
import { withdrawalsView } from '../payouts/payouts.public.ts';
import { usersView } from '../users/users.public.ts';

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
