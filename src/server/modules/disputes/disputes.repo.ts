import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeReason, DisputeStatus } from '#shared/disputes.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { disputeMessages, orderDisputes } from './disputes.schema.ts';

export type DisputeRow = typeof orderDisputes.$inferSelect;

export async function disputeOfOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
  return row ?? null;
}

export async function lockDispute(db: Executor, id: string) {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, id)).for('update');
  return row ?? null;
}

export async function findDispute(db: Executor, id: string) {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, id));
  return row ?? null;
}

/** Opens the order's dispute; null when it has one already (a second tab, a double tap). */
export async function insertDispute(db: Executor, orderId: string, reason: DisputeReason) {
  const [row] = await db
    .insert(orderDisputes)
    .values({ orderId, reason })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function addMessage(
  db: Executor,
  m: { disputeId: string; authorId: string; side: 'BUYER' | 'SELLER' | 'OJA'; text: string },
) {
  await db.insert(disputeMessages).values(m);
}

/** The dispute's messages, oldest first, with who wrote them. */
export async function messagesOf(db: Executor, disputeId: string) {
  return db
    .select({
      side: disputeMessages.side,
      text: disputeMessages.text,
      at: disputeMessages.createdAt,
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
    })
    .from(disputeMessages)
    .leftJoin(usersReadOnly, eq(usersReadOnly.id, disputeMessages.authorId))
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id))
    .limit(500);
}

export async function decide(
  db: Executor,
  id: string,
  d: { outcome: 'RELEASE' | 'REFUND'; refundKobo: bigint; reason: string; by: string },
) {
  await db
    .update(orderDisputes)
    .set({
      status: 'DECIDED',
      outcome: d.outcome,
      refundKobo: d.refundKobo,
      decisionReason: d.reason,
      decidedBy: d.by,
      decidedAt: sql`now()`,
    })
    .where(eq(orderDisputes.id, id));
}

const buyer = alias(usersReadOnly, 'buyer');

/** The finance queue: open disputes oldest first, decided ones newest first. */
export async function listDisputes(
  db: Executor,
  f: { status: DisputeStatus; q?: string },
  page: { offset: number; limit: number },
) {
  const words = f.q ? `%${f.q.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where: SQL | undefined = and(
    eq(orderDisputes.status, f.status),
    words
      ? or(
          ilike(sql`${buyer.firstName} || ' ' || ${buyer.lastName}`, words),
          ilike(businessesReadOnly.name, words),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({
        dispute: orderDisputes,
        totalKobo: ordersReadOnly.totalKobo,
        buyerFirst: buyer.firstName,
        buyerLast: buyer.lastName,
        store: businessesReadOnly.name,
      })
      .from(orderDisputes)
      .innerJoin(ordersReadOnly, eq(ordersReadOnly.id, orderDisputes.orderId))
      .innerJoin(buyer, eq(buyer.id, ordersReadOnly.customerId))
      .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, ordersReadOnly.businessId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(f.status === 'OPEN' ? asc(orderDisputes.createdAt) : desc(orderDisputes.decidedAt))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderDisputes)
      .innerJoin(ordersReadOnly, eq(ordersReadOnly.id, orderDisputes.orderId))
      .innerJoin(buyer, eq(buyer.id, ordersReadOnly.customerId))
      .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, ordersReadOnly.businessId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
