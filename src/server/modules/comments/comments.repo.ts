import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CommentableType } from '#shared/constants.ts';
import { isVerifiedSql } from '../badges/badges.public.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { subscriptionAccessReadOnly } from '../creator-subscriptions/creator-subscriptions.public.ts';
import { postsReadOnly } from '../posts/posts.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { commentLikes, comments } from './comments.schema.ts';

export type CommentFilter = {
  userIds?: string[];
  entityTypes?: CommentableType[];
  entityIds?: string[];
  shown?: boolean;
  parentIds?: string[];
  parentOnly?: boolean;
  from?: Date;
  to?: Date;
};

/** Who owns a commented item (a post's author, a product's or business's owner), as SQL. */
function ownerOf(type: SQL | CommentableType, entityId: SQL | string): SQL<string | null> {
  return sql`CASE ${type}::text
    WHEN 'POST' THEN (SELECT p.author_id FROM ${postsReadOnly} p WHERE p.id = ${entityId}::uuid)
    WHEN 'PRODUCT' THEN (SELECT b.owner_id FROM ${productsReadOnly} p
      JOIN ${businessesReadOnly} b ON b.id = p.business_id WHERE p.id = ${entityId}::uuid)
    WHEN 'BUSINESS' THEN (SELECT b.owner_id FROM ${businessesReadOnly} b WHERE b.id = ${entityId}::uuid)
  END`;
}

/**
 * Whether the item is there for this viewer: active, or theirs. A subscriber-only post is there
 * for its author and their subscribers with access only.
 */
function itemVisible(type: SQL | CommentableType, entityId: SQL | string, viewerId: string | null) {
  const own = (owner: SQL) => (viewerId ? sql`(${owner} = ${viewerId})` : sql`false`);
  const subscribed = viewerId
    ? sql`EXISTS (SELECT 1 FROM ${subscriptionAccessReadOnly} s WHERE s.creator_id = p.author_id
        AND s.subscriber_id = ${viewerId} AND s.current_period_end > now())`
    : sql`false`;
  return sql<boolean>`CASE ${type}::text
    WHEN 'POST' THEN EXISTS (SELECT 1 FROM ${postsReadOnly} p WHERE p.id = ${entityId}::uuid
      AND (${own(sql`p.author_id`)}
        OR (p.is_active AND (NOT p.subscribers_only OR ${subscribed}))))
    WHEN 'PRODUCT' THEN EXISTS (SELECT 1 FROM ${productsReadOnly} p
      JOIN ${businessesReadOnly} b ON b.id = p.business_id WHERE p.id = ${entityId}::uuid
      AND ((p.is_active AND b.is_active) OR ${own(sql`b.owner_id`)}))
    WHEN 'BUSINESS' THEN EXISTS (SELECT 1 FROM ${businessesReadOnly} b WHERE b.id = ${entityId}::uuid
      AND (b.is_active OR ${own(sql`b.owner_id`)}))
    ELSE false
  END`;
}

// Qualified by hand: in a one-table select (the count), Drizzle names columns bare, which inside
// the subqueries below could mean the subquery's own table.
const typeCol = sql.raw('"comments"."entity_type"');
const entityCol = sql.raw('"comments"."entity_id"');

/**
 * Others see shown comments on items they can see; the author sees all of theirs, the item's
 * owner all but those Oja removed.
 */
function visibleTo(viewerId: string | null): SQL {
  const shown = viewerId
    ? sql`(${comments.isShown} OR ${comments.authorId} = ${viewerId}
        OR (${ownerOf(typeCol, entityCol)} = ${viewerId} AND "comments"."removed_at" IS NULL))`
    : sql`${comments.isShown}`;
  return and(shown, itemVisible(typeCol, entityCol, viewerId))!;
}

/** A comment with its author, its shown replies' count and whether the viewer likes it. */
function selectComments(db: Executor, viewerId: string | null) {
  return db
    .select({
      comment: comments,
      author: {
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        handle: usersReadOnly.handle,
        avatar: usersReadOnly.avatarUrl,
        isVerified: isVerifiedSql(sql`${usersReadOnly}."id"`),
      },
      replies: sql<number>`(SELECT count(*)::int FROM ${comments} r
        WHERE r.parent_id = ${comments.id} AND r.is_shown)`,
      liked: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${commentLikes} l
            WHERE l.comment_id = ${comments.id} AND l.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(comments)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, comments.authorId));
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

export async function listComments(
  db: Executor,
  f: CommentFilter,
  viewerId: string | null,
  page: { limit: number; offset: number },
) {
  const where = and(
    visibleTo(viewerId),
    f.userIds?.length ? inArray(comments.authorId, f.userIds) : undefined,
    f.entityTypes?.length ? inArray(comments.entityType, f.entityTypes) : undefined,
    f.entityIds?.length ? inArray(comments.entityId, f.entityIds) : undefined,
    f.shown !== undefined ? eq(comments.isShown, f.shown) : undefined,
    f.parentIds?.length ? inArray(comments.parentId, f.parentIds) : undefined,
    f.parentOnly ? isNull(comments.parentId) : undefined,
    f.from ? gte(comments.createdAt, f.from) : undefined,
    f.to ? lte(comments.createdAt, f.to) : undefined,
  );
  // Replies read in the order they were written; comments newest first.
  const order = f.parentIds?.length ? comments.id : desc(comments.id);
  const [rows, [total]] = await Promise.all([
    selectComments(db, viewerId).where(where).orderBy(order).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVisibleComment(db: Executor, id: string, viewerId: string | null) {
  const [row] = await selectComments(db, viewerId).where(
    and(eq(comments.id, id), visibleTo(viewerId)),
  );
  return row ?? null;
}

/** The owner of an item the viewer can see; undefined when there is no such item for them. */
export async function visibleItemOwner(
  db: Executor,
  type: CommentableType,
  entityId: string,
  viewerId: string,
): Promise<string | null | undefined> {
  const { rows } = await db.execute<{ visible: boolean; owner: string | null }>(
    sql`SELECT ${itemVisible(type, entityId, viewerId)} AS visible, ${ownerOf(type, entityId)} AS owner`,
  );
  return rows[0]?.visible ? rows[0].owner : undefined;
}

/** The comment's author, item and state, locked for a change. */
export async function lockComment(db: Executor, id: string) {
  const [row] = await db
    .select({
      authorId: comments.authorId,
      entityType: comments.entityType,
      entityId: comments.entityId,
      isShown: comments.isShown,
      removedAt: comments.removedAt,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  return row ?? null;
}

export async function insertComment(
  db: Executor,
  values: {
    authorId: string;
    entityType: CommentableType;
    entityId: string;
    parentId: string | null;
    text: string;
  },
): Promise<string> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

export async function updateComment(
  db: Executor,
  id: string,
  patch: {
    text?: string;
    editedAt?: Date;
    isShown?: boolean;
    removedAt?: Date | null;
    removedReason?: string | null;
  },
) {
  await db.update(comments).set(patch).where(eq(comments.id, id));
}

/**
 * Likes and unlikes are idempotent; the counter moves only when the like itself changed (then
 * true).
 */
export async function setCommentLike(
  db: Executor,
  commentId: string,
  userId: string,
  on: boolean,
): Promise<boolean> {
  const changed = on
    ? await db
        .insert(commentLikes)
        .values({ commentId, userId })
        .onConflictDoNothing()
        .returning({ id: commentLikes.commentId })
    : await db
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
        .returning({ id: commentLikes.commentId });
  if (changed.length > 0) {
    await db
      .update(comments)
      .set({ likeCount: sql`${comments.likeCount} + ${on ? 1 : -1}` })
      .where(eq(comments.id, commentId));
  }
  return changed.length > 0;
}
