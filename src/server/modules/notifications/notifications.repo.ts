import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { commentsReadOnly } from '../comments/comments.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import type { Targets } from './social-notices.ts';
import type { Executor } from '../../db/client.ts';
import { notifications } from './notifications.schema.ts';

export type NewNotification = {
  userId: string;
  entityType: string;
  entityId: string;
  type: string;
  title: string;
  body: string;
  link: string;
};

export type NotificationRow = typeof notifications.$inferSelect;

/** The most recent accounts a group keeps. */
const KEPT_ACTORS = 10;

export async function insertNotifications(
  db: Executor,
  list: NewNotification[],
): Promise<{ id: string; userId: string }[]> {
  if (list.length === 0) return [];
  return db
    .insert(notifications)
    .values(list)
    .returning({ id: notifications.id, userId: notifications.userId });
}

export type Act = {
  ownerId: string;
  actorId: string;
  entityType: string;
  entityId: string;
  type: string;
};

/**
 * Someone acted on the owner's thing. A grouped kind joins (or starts) the day's group for that
 * item: the actor moves to the front, counted once, and the group is unread and newest again.
 */
export async function noteAct(db: Executor, act: Act, grouped: boolean): Promise<string> {
  const key = grouped
    ? sql`${act.type} || ':' || ${act.entityId} || ':' || to_char(now() AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD')`
    : sql`NULL`;
  const rows = await db.execute<{ id: string }>(sql`
    INSERT INTO ${notifications} (id, user_id, entity_type, entity_id, type, group_key, actor_ids, actor_count)
    VALUES (${uuidv7()}, ${act.ownerId}, ${act.entityType}, ${act.entityId}, ${act.type}, ${key},
            ARRAY[${act.actorId}]::uuid[], 1)
    ON CONFLICT (user_id, group_key) DO UPDATE SET
      actor_count = ${notifications.actorCount}
        + CASE WHEN ${act.actorId}::uuid = ANY(${notifications.actorIds}) THEN 0 ELSE 1 END,
      actor_ids = (array_prepend(${act.actorId}::uuid, array_remove(${notifications.actorIds}, ${act.actorId}::uuid)))[1:${KEPT_ACTORS}],
      updated_at = now(),
      read_at = NULL
    RETURNING id`);
  return rows.rows[0]!.id;
}

/** The act was taken back (an unlike, an unfollow): the actor leaves what shows them. */
export async function withdrawAct(db: Executor, act: Act): Promise<void> {
  const mine = and(
    eq(notifications.userId, act.ownerId),
    eq(notifications.entityId, act.entityId),
    eq(notifications.type, act.type),
  );
  await db
    .update(notifications)
    .set({
      actorIds: sql`array_remove(${notifications.actorIds}, ${act.actorId}::uuid)`,
      actorCount: sql`${notifications.actorCount} - 1`,
    })
    .where(and(mine, sql`${act.actorId}::uuid = ANY(${notifications.actorIds})`));
  await db.delete(notifications).where(and(mine, sql`${notifications.actorCount} <= 0`));
}

export async function pageOf(db: Executor, userId: string, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Unread notifications, counted up to `cap` (the badge shows '99+' beyond 99). */
export async function unreadCount(db: Executor, userId: string, cap: number): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM ${notifications}
      WHERE ${notifications.userId} = ${userId} AND ${notifications.readAt} IS NULL
      LIMIT ${cap}
    ) unread`);
  return rows.rows[0]?.n ?? 0;
}

/** Marks one (`id`) or all of the user's notifications read; returns how many were unread. */
export async function markRead(db: Executor, userId: string, id?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id ? eq(notifications.id, id) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function exists(db: Executor, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row !== undefined;
}

/** Names and pages of what a page of notifications is about (other modules' public handles). */
export async function targetsOf(
  db: Executor,
  ids: { products: string[]; businesses: string[]; comments: string[] },
): Promise<Targets> {
  const comments = ids.comments.length
    ? await db
        .select({
          id: commentsReadOnly.id,
          entityType: commentsReadOnly.entityType,
          entityId: commentsReadOnly.entityId,
        })
        .from(commentsReadOnly)
        .where(inArray(commentsReadOnly.id, ids.comments))
    : [];
  // A reply leads to the item its comment is on: a store needs its handle too.
  const businessIds = [
    ...ids.businesses,
    ...comments.filter((c) => c.entityType === 'BUSINESS').map((c) => c.entityId),
  ];
  const [products, businesses] = await Promise.all([
    ids.products.length
      ? db
          .select({ id: productsReadOnly.id, name: productsReadOnly.name })
          .from(productsReadOnly)
          .where(inArray(productsReadOnly.id, ids.products))
      : [],
    businessIds.length
      ? db
          .select({
            id: businessesReadOnly.id,
            name: businessesReadOnly.name,
            handle: businessesReadOnly.handle,
          })
          .from(businessesReadOnly)
          .where(inArray(businessesReadOnly.id, businessIds))
      : [],
  ]);
  return {
    products: new Map(products.map((p) => [p.id, p])),
    businesses: new Map(businesses.map((b) => [b.id, b])),
    comments: new Map(comments.map((c) => [c.id, c])),
  };
}

/** A user's unread notifications of what people did, with activity after `since`, newest first. */
export async function unreadSocialAfter(db: Executor, userId: string, since: Date, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        isNull(notifications.title),
        gt(notifications.updatedAt, since),
      ),
    )
    .orderBy(desc(notifications.updatedAt))
    .limit(limit);
}
