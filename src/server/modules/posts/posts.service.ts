import { sql } from 'drizzle-orm';
import type { Product } from '#shared/schemas/products.ts';
import {
  PHOTOS_OR_VIDEO,
  type Post,
  type PostBody,
  type PostListQuery,
  type PostPatch,
  type PostVideo,
  type PostViewType,
} from '#shared/schemas/posts.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { MediaCheck } from '../../media.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import * as reactions from './post-reactions.repo.ts';
import * as repo from './posts.repo.ts';

export type PostsService = ReturnType<typeof createPostsService>;

function view(r: repo.PostRow, cards: Map<string, Product>): Post {
  return {
    _id: r.post.id,
    text: r.post.text,
    photos: r.post.photos,
    video:
      r.post.videoUrl && r.post.videoPoster
        ? { url: r.post.videoUrl, poster: r.post.videoPoster }
        : null,
    author: {
      _id: r.author.id,
      name: `${r.author.firstName} ${r.author.lastName}`.trim(),
      handle: r.author.handle,
      avatar: r.author.avatar,
      isVerified: r.author.isVerified,
    },
    // A tagged product that is no longer for sale drops out of the post, not the post itself.
    products: r.tagged.flatMap((t) => {
      const card = cards.get(t.productId);
      return card ? [{ ...card, resaleId: t.resaleId }] : [];
    }),
    active: r.post.isActive,
    pin: r.post.isPinned,
    subscribersOnly: r.post.subscribersOnly,
    likes: r.post.likeCount,
    superLikes: r.post.superLikeCount,
    gifts: r.gifts,
    comments: r.comments,
    views: r.post.viewCount,
    watches: r.post.watchCount,
    liked: r.liked,
    superLiked: r.superLiked,
    createdAt: r.post.createdAt.toISOString(),
    updatedAt: r.post.updatedAt.toISOString(),
    edited: r.post.updatedAt.getTime() > r.post.createdAt.getTime(),
  };
}

/** Stored videos are MP4 or WebM files; pictures are stored as WebP. */
const VIDEO_FILE = /\.(mp4|webm)$/i;
const PICTURE_FILE = /\.webp$/i;

/**
 * Creators' posts: words with photos or one short video, that may tag products of the author's shop or products the
 * author resells, so a post can be shopped. Others see active posts only.
 */
export function createPostsService(deps: {
  db: Db;
  checkMedia: MediaCheck;
  interactions: InteractionsService;
  /** Catalogue cards of the products shoppers may see, by id (the products service). */
  productCards: (ids: string[]) => Promise<Product[]>;
  /** Told after a post is added, changed, hidden or shown (the feeds' kept pages). */
  changed?: () => void;
}) {
  const { db } = deps;

  async function views(rows: repo.PostRow[]): Promise<Post[]> {
    const ids = [...new Set(rows.flatMap((r) => r.tagged.map((t) => t.productId)))];
    const cards = new Map((await deps.productCards(ids)).map((p) => [p._id, p]));
    return rows.map((r) => view(r, cards));
  }

  async function one(id: string, viewerId: string | null): Promise<Post> {
    const row = await repo.findPost(db, id, viewerId);
    const visible = row && (row.post.isActive || row.post.authorId === viewerId);
    if (!visible) throw notFound('Post');
    return (await views([row]))[0]!;
  }

  /** The tags of a post, each a product the author may tag; 400 naming the first that is not. */
  async function tagsFor(tx: Executor, authorId: string, productIds: string[]) {
    const unique = [...new Set(productIds)];
    const taggable = await repo.taggableProducts(tx, authorId, unique);
    if (unique.some((id) => !taggable.has(id))) {
      throw badRequest({
        productIds: 'Tag only products of your own shop or products you resell',
      });
    }
    return unique.map((productId) => ({ productId, resaleId: taggable.get(productId) ?? null }));
  }

  /** The author's own post, locked; a creator only (decision 027). */
  async function ownPost(tx: Executor, userId: string, postId: string) {
    const found = await repo.lockPost(tx, postId);
    if (!found) throw notFound('Post');
    if (found.authorId !== userId) throw forbidden('You can only change your own posts');
    return found;
  }

  /** A video and its poster must be the author's own uploads: a video file and a picture. */
  async function checkVideo(video: PostVideo, authorId: string) {
    if (!VIDEO_FILE.test(video.url)) throw badRequest({ video: 'Upload the video to Oja first' });
    if (!PICTURE_FILE.test(video.poster))
      throw badRequest({ video: 'Upload the poster picture to Oja first' });
    await deps.checkMedia([video.url], 'video', authorId, 'video');
    await deps.checkMedia([video.poster], 'video', authorId);
  }

  async function requireCreator(userId: string) {
    if (!(await repo.isCreator(db, userId))) throw forbidden('Become a creator to publish posts');
  }

  /** Subscriber-only posts need an offer to subscribe to. */
  async function checkSubscribersOnly(userId: string, subscribersOnly: boolean | undefined) {
    if (subscribersOnly && !(await repo.hasSubscriptionOffer(db, userId)))
      throw badRequest({
        subscribersOnly: 'Set up your subscription offer before posting for subscribers only',
      });
  }

  return {
    async list(q: PostListQuery, viewerId: string | null, shoppable = false) {
      const { rows, total } = await repo.listPosts(
        db,
        { authorIds: q.postByUserIds, search: q.postSearch || undefined, shoppable },
        viewerId,
        offsetOf(q.page, q.limit),
      );
      return pageOf(await views(rows), total, q.page, q.limit);
    },

    get: one,
    /** Posts as the API sends them, with their tagged products' cards. */
    views,

    /** `at` backdates a post (the demo marketplace's history); the API always posts now. */
    async create(authorId: string, body: PostBody, at?: Date): Promise<Post> {
      await requireCreator(authorId);
      await checkSubscribersOnly(authorId, body.subscribersOnly);
      await deps.checkMedia(body.photos, 'photos', authorId);
      if (body.video) await checkVideo(body.video, authorId);
      const id = await db.transaction(async (tx) => {
        const tags = await tagsFor(tx, authorId, body.productIds);
        const postId = await repo.insertPost(tx, authorId, {
          text: body.text,
          photos: body.photos,
          subscribersOnly: body.subscribersOnly,
          videoUrl: body.video?.url ?? null,
          videoPoster: body.video?.poster ?? null,
          ...(at ? { createdAt: at, updatedAt: at } : {}),
        });
        await repo.setTaggedProducts(tx, postId, tags);
        return postId;
      });
      deps.changed?.();
      return one(id, authorId);
    },

    async update(userId: string, postId: string, patch: PostPatch): Promise<Post> {
      await requireCreator(userId);
      await checkSubscribersOnly(userId, patch.subscribersOnly);
      if (patch.photos) await deps.checkMedia(patch.photos, 'photos', userId);
      if (patch.video) await checkVideo(patch.video, userId);
      await db.transaction(async (tx) => {
        const current = await ownPost(tx, userId, postId);
        const { productIds, text, photos, video, subscribersOnly } = patch;
        const hasVideo = video !== undefined ? video !== null : current.videoUrl !== null;
        if (hasVideo && (photos ?? current.photos).length > 0)
          throw badRequest({ video: PHOTOS_OR_VIDEO });
        // Changing what it says or shows marks it edited; who may see it does not.
        const edits =
          text !== undefined ||
          photos !== undefined ||
          video !== undefined ||
          productIds !== undefined;
        if (edits || subscribersOnly !== undefined)
          await repo.updatePost(tx, postId, {
            text,
            photos,
            subscribersOnly,
            ...(video !== undefined
              ? { videoUrl: video?.url ?? null, videoPoster: video?.poster ?? null }
              : {}),
            ...(edits ? { updatedAt: sql`now()` } : {}),
          });
        if (productIds)
          await repo.setTaggedProducts(tx, postId, await tagsFor(tx, userId, productIds));
        const after = await repo.findPost(tx, postId, userId);
        if (
          after &&
          after.post.text === '' &&
          after.post.photos.length === 0 &&
          !after.post.videoUrl
        )
          throw badRequest({ text: 'Write something or add a photo' });
      });
      deps.changed?.();
      return one(postId, userId);
    },

    /** Pins or shows/hides the author's post; without a value, the flag flips. */
    async toggle(userId: string, postId: string, flag: 'isActive' | 'isPinned', value?: boolean) {
      await db.transaction(async (tx) => {
        const current = await ownPost(tx, userId, postId);
        const next = value ?? !current[flag];
        if (flag === 'isActive' && next && current.removedAt)
          throw conflict('Oja removed this post after reports: it cannot be shown again');
        await repo.updatePost(tx, postId, { [flag]: next });
      });
      deps.changed?.();
      return one(postId, userId);
    },

    /**
     * A suspended author's shown posts are hidden (their ids), or these ones shown again; in the
     * console's transaction (the caller drops kept feed pages once it commits).
     */
    hidePostsOf: (tx: Executor, authorId: string) => repo.setPostsActive(tx, authorId, false),
    showPosts: (tx: Executor, authorId: string, ids: string[]) =>
      repo.setPostsActive(tx, authorId, true, ids),

    /**
     * Oja removes a reported post (inactive; its author cannot show it again), or, with no
     * reason, restores it. In the console's transaction; the caller drops kept pages after it.
     */
    async removeByOja(tx: Executor, postId: string, reason: string | null) {
      const found = await repo.lockPost(tx, postId);
      if (!found) throw notFound('Post');
      await repo.updatePost(
        tx,
        postId,
        reason === null
          ? { isActive: true, removedAt: null, removedReason: null }
          : { isActive: false, removedAt: new Date(), removedReason: reason },
      );
      return { wasRemoved: found.removedAt !== null };
    },

    async setLike(postId: string, userId: string, on: boolean): Promise<Post> {
      const post = await one(postId, userId);
      await db.transaction(async (tx) => {
        if (!(await reactions.setPostLike(tx, postId, userId, on))) return;
        const like = { userId, entityType: 'POST', entityId: postId, type: 'LIKE' } as const;
        if (on) await deps.interactions.record(tx, { ...like, ownerId: post.author._id });
        else await deps.interactions.forget(tx, like);
      });
      return one(postId, userId);
    },

    /**
     * A signed-in user saw the post, or watched its video (video posts only): each counted at
     * most once a day. The author's own views are not counted.
     */
    async countView(postId: string, userId: string, type: PostViewType): Promise<Post> {
      const post = await one(postId, userId);
      if (type === 'WATCH' && !post.video)
        throw badRequest({ type: 'Only a video post can be watched' });
      if (post.author._id === userId) return post;
      const counted = await db.transaction(async (tx) => {
        if (!(await reactions.countView(tx, postId, userId, type))) return false;
        await deps.interactions.record(tx, {
          userId,
          entityType: 'POST',
          entityId: postId,
          type,
          ownerId: post.author._id,
        });
        return true;
      });
      return counted ? one(postId, userId) : post;
    },
  };
}
