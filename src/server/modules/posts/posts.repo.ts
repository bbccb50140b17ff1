import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isVerifiedSql } from '../badges/badges.public.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { commentsReadOnly } from '../comments/comments.public.ts';
import {
  creatorOffersReadOnly,
  subscriptionAccessReadOnly,
} from '../creator-subscriptions/creator-subscriptions.public.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import type { SuperLikeTier } from '#shared/constants.ts';
import { postGifts, postLikes, postProducts, postSuperLikes, posts } from './posts.schema.ts';

export type PostFilter = {
  authorIds?: string[];
  search?: string;
  /** Only posts that tag a product (the marketplace feed). */
  shoppable?: boolean;
};

/** `%`, `_` and `\` match themselves in a search, not any text. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether the viewer subscribes to the post's author and is still in a paid period (a cancelled
 * subscription counts until its end), read through the creator-subscriptions public handle.
 */
export const subscribesToAuthor = (viewerId: string, authorId: SQL | typeof posts.authorId) =>
  sql`EXISTS (SELECT 1 FROM ${subscriptionAccessReadOnly} s WHERE s.creator_id = ${authorId}
    AND s.subscriber_id = ${viewerId} AND s.current_period_end > now())`;

/**
 * Others see active posts only; authors also see their own hidden ones. Subscriber-only posts
 * are seen by their author and the author's subscribers with access, by nobody else.
 */
const visibleTo = (viewerId: string | null): SQL =>
  viewerId
    ? or(
        eq(posts.authorId, viewerId),
        and(
          eq(posts.isActive, true),
          or(eq(posts.subscribersOnly, false), subscribesToAuthor(viewerId, posts.authorId)),
        ),
      )!
    : and(eq(posts.isActive, true), eq(posts.subscribersOnly, false))!;

/** A post with its author, its tagged products (in order) and whether the viewer likes it. */
function selectPosts(db: Executor, viewerId: string | null) {
  return db
    .select({
      post: posts,
      author: {
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        handle: usersReadOnly.handle,
        avatar: usersReadOnly.avatarUrl,
        isVerified: isVerifiedSql(sql`${usersReadOnly}."id"`),
      },
      tagged: sql<{ productId: string; resaleId: string | null }[]>`coalesce((
        SELECT json_agg(json_build_object('productId', pp.product_id, 'resaleId', pp.resale_id)
          ORDER BY pp.position)
        FROM ${postProducts} pp WHERE pp.post_id = ${posts.id}), '[]'::json)`,
      comments: sql<number>`(SELECT count(*)::int FROM ${commentsReadOnly} c
        WHERE c.entity_type = 'POST' AND c.entity_id = ${posts.id} AND c.is_shown)`,
      gifts: sql<number>`(SELECT count(*)::int FROM ${postGifts} g WHERE g.post_id = ${posts.id})`,
      superLiked: viewerId
        ? sql<SuperLikeTier | null>`(SELECT s.tier FROM ${postSuperLikes} s
            WHERE s.post_id = ${posts.id} AND s.user_id = ${viewerId} AND s.is_shown)`
        : sql<SuperLikeTier | null>`null`,
      liked: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${postLikes} l
            WHERE l.post_id = ${posts.id} AND l.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(posts)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, posts.authorId));
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export async function listPosts(
  db: Executor,
  f: PostFilter,
  viewerId: string | null,
  page: { limit: number; offset: number },
) {
  const where = and(
    visibleTo(viewerId),
    f.authorIds?.length ? inArray(posts.authorId, f.authorIds) : undefined,
    f.search ? sql`${posts.text} ILIKE ${likePattern(f.search)}` : undefined,
    f.shoppable ? eq(posts.isShoppable, true) : undefined,
  );
  // An author's pinned posts lead their own list; a feed of everyone is newest first.
  const order = f.authorIds?.length ? [desc(posts.isPinned), desc(posts.id)] : [desc(posts.id)];
  const [rows, [total]] = await Promise.all([
    selectPosts(db, viewerId)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPost(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<PostRow | null> {
  const [row] = await selectPosts(db, viewerId).where(and(eq(posts.id, id), visibleTo(viewerId)));
  return row ?? null;
}

/** Posts by id, in the order given, as the viewer may see them (active, or their own). */
export async function findPosts(db: Executor, ids: string[], viewerId: string | null) {
  if (ids.length === 0) return [];
  const rows = await selectPosts(db, viewerId).where(
    and(inArray(posts.id, ids), visibleTo(viewerId)),
  );
  const byId = new Map(rows.map((r) => [r.post.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether the user is a creator (may post). */
export async function isCreator(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ hasPost: usersReadOnly.hasPost })
    .from(usersReadOnly)
    .where(eq(usersReadOnly.id, userId));
  return row?.hasPost ?? false;
}

/** Whether the creator has a subscription offer set up (needed for subscriber-only posts). */
export async function hasSubscriptionOffer(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatorOffersReadOnly.creatorId })
    .from(creatorOffersReadOnly)
    .where(eq(creatorOffersReadOnly.creatorId, userId));
  return row !== undefined;
}

/**
 * Of the given products, those the author may tag: active ones of a business the author owns,
 * or that the author resells (with the resale, which credits them when someone buys).
 */
export async function taggableProducts(db: Executor, authorId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ productId: productsReadOnly.id, resaleId: productResalesReadOnly.id })
    .from(productsReadOnly)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
    .leftJoin(
      productResalesReadOnly,
      and(
        eq(productResalesReadOnly.productId, productsReadOnly.id),
        eq(productResalesReadOnly.affiliateId, authorId),
      ),
    )
    .where(
      and(
        inArray(productsReadOnly.id, productIds),
        eq(productsReadOnly.isActive, true),
        or(eq(businessesReadOnly.ownerId, authorId), sql`${productResalesReadOnly.id} IS NOT NULL`),
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.resaleId]));
}

export type PostWrite = {
  text?: string;
  subscribersOnly?: boolean;
  photos?: string[];
  videoUrl?: string | null;
  videoPoster?: string | null;
  createdAt?: Date;
  /** When the author last changed it: the database's now() on an edit. */
  updatedAt?: Date | SQL;
};

export async function insertPost(db: Executor, authorId: string, values: PostWrite) {
  const [row] = await db
    .insert(posts)
    .values({ authorId, ...values })
    .returning({ id: posts.id });
  return row!.id;
}

/** Replaces a post's tagged products (in the given order) and marks whether it is shoppable. */
export async function setTaggedProducts(
  db: Executor,
  postId: string,
  tags: { productId: string; resaleId: string | null }[],
) {
  await db.delete(postProducts).where(eq(postProducts.postId, postId));
  if (tags.length > 0) {
    await db.insert(postProducts).values(tags.map((t, position) => ({ postId, position, ...t })));
  }
  await db
    .update(posts)
    .set({ isShoppable: tags.length > 0 })
    .where(eq(posts.id, postId));
}

/** The post's author and state, locked for an update; null when there is no such post. */
export async function lockPost(db: Executor, id: string) {
  const [row] = await db
    .select({
      authorId: posts.authorId,
      isActive: posts.isActive,
      isPinned: posts.isPinned,
      photos: posts.photos,
      videoUrl: posts.videoUrl,
      removedAt: posts.removedAt,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .for('update');
  return row ?? null;
}

export async function updatePost(
  db: Executor,
  id: string,
  patch: PostWrite & {
    isActive?: boolean;
    isPinned?: boolean;
    removedAt?: Date | null;
    removedReason?: string | null;
  },
) {
  await db.update(posts).set(patch).where(eq(posts.id, id));
}

/** Shows or hides these of the author's posts (never one Oja removed); the ids that changed. */
export async function setPostsActive(
  db: Executor,
  authorId: string,
  active: boolean,
  ids?: string[],
): Promise<string[]> {
  const rows = await db
    .update(posts)
    .set({ isActive: active })
    .where(
      and(
        eq(posts.authorId, authorId),
        eq(posts.isActive, !active),
        isNull(posts.removedAt),
        ids ? inArray(posts.id, ids) : undefined,
      ),
    )
    .returning({ id: posts.id });
  return rows.map((r) => r.id);
}

/** A post's author, or null when there is no such post. */
export async function postAuthor(db: Executor, postId: string): Promise<string | null> {
  const [row] = await db
    .select({ authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, postId));
  return row?.authorId ?? null;
}

/** The posts anyone may open: active and not kept for the author's subscribers. */
const listedPosts = and(eq(posts.isActive, true), eq(posts.subscribersOnly, false));

export async function countSitemapPosts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(listedPosts);
  return row?.n ?? 0;
}

/** A slice of the open posts' pages, in a stable order, with when each last said something new. */
export async function listSitemapPosts(db: Executor, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ id: posts.id, lastmod: posts.updatedAt })
    .from(posts)
    .where(listedPosts)
    .orderBy(asc(posts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ path: `/post/${r.id}`, lastmod: r.lastmod }));
}
