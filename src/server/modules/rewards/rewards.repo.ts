import { and, desc, eq, gt, inArray, lte, sql, sum } from 'drizzle-orm';
import type { RewardStatus, RewardType } from '#shared/rewards.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { rewardEntries } from './rewards.schema.ts';

export type RewardRow = typeof rewardEntries.$inferSelect;
export type NewReward = typeof rewardEntries.$inferInsert;

/** Writes an entry unless its source already earned one; the new row, or null. */
export async function insertReward(db: Executor, values: NewReward): Promise<RewardRow | null> {
  const [row] = await db.insert(rewardEntries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The entry a source earned, held for the rest of the transaction. */
export async function lockBySource(db: Executor, type: RewardType, sourceId: string) {
  const [row] = await db
    .select()
    .from(rewardEntries)
    .where(and(eq(rewardEntries.type, type), eq(rewardEntries.sourceId, sourceId)))
    .for('update');
  return row ?? null;
}

export async function lockById(db: Executor, id: string) {
  const [row] = await db.select().from(rewardEntries).where(eq(rewardEntries.id, id)).for('update');
  return row ?? null;
}

export async function updateReward(db: Executor, id: string, values: Partial<NewReward>) {
  await db.update(rewardEntries).set(values).where(eq(rewardEntries.id, id));
}

/** What an order is, as points are earned on it. */
export async function orderForPoints(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: ordersReadOnly.id,
      customerId: ordersReadOnly.customerId,
      businessId: ordersReadOnly.businessId,
      businessName: businessesReadOnly.name,
      status: ordersReadOnly.status,
      totalKobo: ordersReadOnly.totalKobo,
      pointsKobo: ordersReadOnly.pointsKobo,
      createdAt: ordersReadOnly.createdAt,
    })
    .from(ordersReadOnly)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, ordersReadOnly.businessId))
    .where(eq(ordersReadOnly.id, orderId));
  return row ?? null;
}

/** A user's entries, newest first, with the business each came from. */
export async function listRewards(
  db: Executor,
  userId: string,
  filter: { types?: RewardType[]; statuses?: RewardStatus[] },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(rewardEntries.userId, userId),
    filter.types?.length ? inArray(rewardEntries.type, filter.types) : undefined,
    filter.statuses?.length ? inArray(rewardEntries.status, filter.statuses) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        reward: rewardEntries,
        business: {
          id: businessesReadOnly.id,
          name: businessesReadOnly.name,
          handle: businessesReadOnly.handle,
        },
      })
      .from(rewardEntries)
      .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, rewardEntries.businessId))
      .where(where)
      .orderBy(desc(rewardEntries.earnedAt), desc(rewardEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardEntries)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Points by status, and the available ones that expire first (with when). */
export async function pointsOf(db: Executor, userId: string, now: Date) {
  const byStatus = await db
    .select({
      status: rewardEntries.status,
      points: sql<number>`sum(${rewardEntries.points})::int`,
    })
    .from(rewardEntries)
    .where(eq(rewardEntries.userId, userId))
    .groupBy(rewardEntries.status);
  const [first] = await db
    .select({ expiresAt: rewardEntries.expiresAt })
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.userId, userId),
        eq(rewardEntries.status, 'AVAILABLE'),
        gt(rewardEntries.expiresAt, now),
      ),
    )
    .orderBy(rewardEntries.expiresAt)
    .limit(1);
  return { byStatus, firstExpiry: first?.expiresAt ?? null };
}

/**
 * Points given to a user that are available and still within their months: under "oldest
 * spent first", the balance beyond them is older points.
 */
export async function unexpiredPoints(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ points: sum(rewardEntries.points) })
    .from(rewardEntries)
    .where(
      and(
        eq(rewardEntries.userId, userId),
        eq(rewardEntries.status, 'AVAILABLE'),
        gt(rewardEntries.expiresAt, now),
      ),
    );
  return Number(row?.points ?? 0);
}

/** Available entries whose months are over, oldest first. */
export async function dueToExpire(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: rewardEntries.id })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.status, 'AVAILABLE'), lte(rewardEntries.expiresAt, now)))
    .orderBy(rewardEntries.expiresAt)
    .limit(limit);
}
