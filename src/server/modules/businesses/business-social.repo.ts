import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businessCustomers,
  businessFollowers,
  businessLikes,
  businesses,
} from './businesses.schema.ts';

/** Adds or removes a follow or like and keeps the counter in step, in one transaction. */
export async function setRelation(
  db: Executor,
  kind: 'follow' | 'like',
  businessId: string,
  userId: string,
  on: boolean,
): Promise<boolean> {
  const table = kind === 'follow' ? businessFollowers : businessLikes;
  const counter = kind === 'follow' ? businesses.followerCount : businesses.likeCount;
  const changed = on
    ? await db
        .insert(table)
        .values({ businessId, userId })
        .onConflictDoNothing()
        .returning({ id: table.businessId })
    : await db
        .delete(table)
        .where(and(eq(table.businessId, businessId), eq(table.userId, userId)))
        .returning({ id: table.businessId });
  if (changed.length === 0) return false;
  await db
    .update(businesses)
    .set({ [kind === 'follow' ? 'followerCount' : 'likeCount']: sql`${counter} + ${on ? 1 : -1}` })
    .where(eq(businesses.id, businessId));
  return true;
}

export async function listFollowers(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(businessFollowers.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: businessFollowers.userId, followedAt: businessFollowers.createdAt })
      .from(businessFollowers)
      .where(where)
      .orderBy(desc(businessFollowers.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(businessFollowers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A business's customers, most recent buyers first. */
export async function listCustomers(
  db: Executor,
  businessId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(businessCustomers.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businessCustomers)
      .where(where)
      .orderBy(desc(businessCustomers.lastOrderAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(businessCustomers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Counts a paid order towards the business's customer list. */
export async function recordCustomer(
  db: Executor,
  businessId: string,
  userId: string,
  amountKobo: bigint,
): Promise<number> {
  const [row] = await db
    .insert(businessCustomers)
    .values({ businessId, userId, orders: 1, totalSpentKobo: amountKobo })
    .onConflictDoUpdate({
      target: [businessCustomers.businessId, businessCustomers.userId],
      set: {
        orders: sql`${businessCustomers.orders} + 1`,
        totalSpentKobo: sql`${businessCustomers.totalSpentKobo} + ${amountKobo}`,
        lastOrderAt: sql`now()`,
      },
    })
    .returning({ orders: businessCustomers.orders });
  return row?.orders ?? 0;
}
