import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { heldVouchers, loyaltyCards, loyaltyRewards, vouchers } from './rewards.schema.ts';

export type LoyaltyCardRow = typeof loyaltyCards.$inferSelect;

/** A card as its views read it: with its reward voucher and its business. */
const cardColumns = {
  card: loyaltyCards,
  voucher: vouchers,
  business: {
    id: businessesReadOnly.id,
    name: businessesReadOnly.name,
    handle: businessesReadOnly.handle,
    ownerId: businessesReadOnly.ownerId,
  },
};

/** A business's card with its reward voucher and the business, or null. */
export async function findCard(db: Executor, businessId: string) {
  const [row] = await db
    .select(cardColumns)
    .from(loyaltyCards)
    .innerJoin(vouchers, eq(vouchers.id, loyaltyCards.voucherId))
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, loyaltyCards.businessId))
    .where(eq(loyaltyCards.businessId, businessId));
  return row ?? null;
}

export async function lockCard(db: Executor, businessId: string) {
  const [row] = await db
    .select()
    .from(loyaltyCards)
    .where(eq(loyaltyCards.businessId, businessId))
    .for('update');
  return row ?? null;
}

export async function saveCard(
  db: Executor,
  values: { businessId: string; voucherId: string; everyOrders: number; active: boolean },
) {
  await db
    .insert(loyaltyCards)
    .values(values)
    .onConflictDoUpdate({
      target: loyaltyCards.businessId,
      set: { voucherId: values.voucherId, everyOrders: values.everyOrders, active: values.active },
    });
}

/** Orders a customer received from a business since a moment. */
export async function receivedSince(
  db: Executor,
  customerId: string,
  businessId: string,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(ordersReadOnly)
    .where(
      and(
        eq(ordersReadOnly.customerId, customerId),
        eq(ordersReadOnly.businessId, businessId),
        eq(ordersReadOnly.status, 'RECEIVED'),
        gte(ordersReadOnly.receivedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Records a milestone's reward unless it was given already; true when it is new. */
export async function claimMilestone(
  db: Executor,
  values: { businessId: string; userId: string; milestone: number },
) {
  const rows = await db
    .insert(loyaltyRewards)
    .values(values)
    .onConflictDoNothing()
    .returning({ milestone: loyaltyRewards.milestone });
  return rows.length === 1;
}

export async function setMilestoneHeld(
  db: Executor,
  key: { businessId: string; userId: string; milestone: number },
  heldVoucherId: string,
) {
  await db
    .update(loyaltyRewards)
    .set({ heldVoucherId })
    .where(
      and(
        eq(loyaltyRewards.businessId, key.businessId),
        eq(loyaltyRewards.userId, key.userId),
        eq(loyaltyRewards.milestone, key.milestone),
      ),
    );
}

/** The reward vouchers a business's card has used (one per change of terms). */
export async function rewardVoucherIds(db: Executor, businessId: string) {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.businessId, businessId), eq(vouchers.source, 'LOYALTY')));
  return rows.map((r) => r.id);
}

/** Rewards given and used across those vouchers. */
export async function rewardCounts(db: Executor, voucherIds: string[]) {
  if (voucherIds.length === 0) return { earned: 0, used: 0 };
  const [row] = await db
    .select({
      earned: count(),
      used: sql<number>`count(*) FILTER (WHERE ${heldVouchers.status} = 'USED')::int`,
    })
    .from(heldVouchers)
    .where(inArray(heldVouchers.voucherId, voucherIds));
  return { earned: row?.earned ?? 0, used: row?.used ?? 0 };
}

/**
 * The active cards of the businesses a customer has received orders from, each with the orders
 * they received there since it started: one read, however many stores.
 */
export async function cardsOfCustomer(db: Executor, customerId: string) {
  const businessIds = db
    .selectDistinct({ id: ordersReadOnly.businessId })
    .from(ordersReadOnly)
    .where(and(eq(ordersReadOnly.customerId, customerId), eq(ordersReadOnly.status, 'RECEIVED')));
  const received = db
    .select({ n: count() })
    .from(ordersReadOnly)
    .where(
      and(
        eq(ordersReadOnly.customerId, customerId),
        eq(ordersReadOnly.businessId, loyaltyCards.businessId),
        eq(ordersReadOnly.status, 'RECEIVED'),
        gte(ordersReadOnly.receivedAt, loyaltyCards.startedAt),
      ),
    );
  return db
    .select({ ...cardColumns, received: sql<number>`(${received})::int` })
    .from(loyaltyCards)
    .innerJoin(vouchers, eq(vouchers.id, loyaltyCards.voucherId))
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, loyaltyCards.businessId))
    .where(and(eq(loyaltyCards.active, true), inArray(loyaltyCards.businessId, businessIds)))
    .orderBy(businessesReadOnly.name);
}
