import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SuperLikeTier } from '#shared/constants.ts';
import type { PostViewType } from '#shared/schemas/posts.ts';
import { postGifts, postLikes, postSuperLikes, postViews, posts } from './posts.schema.ts';

// What people do to a post: like it, view it, super-like it, send a gift. A like, view or
// super-like moves the post's counter only when it changed something; a gift is recorded once.
// The post itself is read and written in posts.repo.ts.

/**
 * Likes and unlikes are idempotent; the counter moves only when the like itself changed (then
 * true).
 */
export async function setPostLike(
  db: Executor,
  postId: string,
  userId: string,
  on: boolean,
): Promise<boolean> {
  const changed = on
    ? await db
        .insert(postLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ id: postLikes.postId })
    : await db
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
        .returning({ id: postLikes.postId });
  if (changed.length > 0) {
    await db
      .update(posts)
      .set({ likeCount: sql`${posts.likeCount} + ${on ? 1 : -1}` })
      .where(eq(posts.id, postId));
  }
  return changed.length > 0;
}

/**
 * Counts a user's view or watch of a post once a day (a Lagos day): true when this one counted,
 * false when they had already been counted today.
 */
export async function countView(
  db: Executor,
  postId: string,
  userId: string,
  type: PostViewType,
): Promise<boolean> {
  const counted = await db
    .insert(postViews)
    .values({ postId, userId, type })
    .onConflictDoNothing()
    .returning({ id: postViews.postId });
  if (counted.length === 0) return false;
  await db
    .update(posts)
    .set(
      type === 'WATCH'
        ? { watchCount: sql`${posts.watchCount} + 1` }
        : { viewCount: sql`${posts.viewCount} + 1` },
    )
    .where(eq(posts.id, postId));
  return true;
}
/**
 * Shows a user's super-like of a post (a new one when the purchase is delivered, or one they had
 * taken back) or takes it back; the counter moves only when what others see changed.
 */
export async function showSuperLike(
  db: Executor,
  like: { postId: string; userId: string; tier: SuperLikeTier; purchaseId: string },
  shown: boolean,
): Promise<boolean> {
  const changed = shown
    ? await db
        .insert(postSuperLikes)
        .values(like)
        .onConflictDoUpdate({
          target: [postSuperLikes.postId, postSuperLikes.userId],
          set: { isShown: true },
          setWhere: sql`NOT ${postSuperLikes.isShown}`,
        })
        .returning({ id: postSuperLikes.postId })
    : await db
        .update(postSuperLikes)
        .set({ isShown: false })
        .where(
          and(
            eq(postSuperLikes.postId, like.postId),
            eq(postSuperLikes.userId, like.userId),
            eq(postSuperLikes.isShown, true),
          ),
        )
        .returning({ id: postSuperLikes.postId });
  if (changed.length > 0) {
    await db
      .update(posts)
      .set({ superLikeCount: sql`${posts.superLikeCount} + ${shown ? 1 : -1}` })
      .where(eq(posts.id, like.postId));
  }
  return changed.length > 0;
}

export async function findSuperLike(db: Executor, postId: string, userId: string) {
  const [row] = await db
    .select()
    .from(postSuperLikes)
    .where(and(eq(postSuperLikes.postId, postId), eq(postSuperLikes.userId, userId)));
  return row ?? null;
}

/** Records a gift once (by its id): true when this call recorded it. */
export async function insertGift(
  db: Executor,
  gift: typeof postGifts.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(postGifts)
    .values(gift)
    .onConflictDoNothing()
    .returning({ id: postGifts.id });
  return inserted.length > 0;
}

export async function findGift(db: Executor, id: string) {
  const [row] = await db.select().from(postGifts).where(eq(postGifts.id, id));
  return row ?? null;
}
