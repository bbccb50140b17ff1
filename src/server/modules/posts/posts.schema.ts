import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUPER_LIKE_TIERS } from '#shared/constants.ts';
import { POST_VIEW_TYPES } from '#shared/schemas/posts.ts';
import { createdAt, id } from '../../db/columns.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** A creator's post: words and photos or one short video, shoppable through the products it tags. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** One short video (an upload of the author's) with its poster image, instead of photos. */
    videoUrl: text('video_url'),
    videoPoster: text('video_poster'),
    isActive: boolean('is_active').notNull().default(true),
    /** Oja removed it after reports: inactive, and its author cannot show it again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    /** Seen only by the author and the author's subscribers with access (decision 034). */
    subscribersOnly: boolean('subscribers_only').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Whether it tags a product: the marketplace feed lists only these. */
    isShoppable: boolean('is_shoppable').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    superLikeCount: integer('super_like_count').notNull().default(0),
    /** Signed-in users who saw it / watched its video, each counted once a day. */
    viewCount: integer('view_count').notNull().default(0),
    watchCount: integer('watch_count').notNull().default(0),
    createdAt: createdAt(),
    /**
     * When its author last changed what it says (equal to createdAt until then). Set by the
     * posts service on an edit only: likes, views, pins and tagging must not make a post look
     * edited, so it does not follow every write of the row.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists read newest first (ids are UUIDv7), an author's pinned posts before the rest.
  (t) => [
    index('posts_author_idx').on(t.authorId, t.isPinned, t.id),
    index('posts_feed_idx')
      .on(t.id)
      .where(sql`${t.isActive}`),
    // For you ranks the active posts of a recent span of time, newest first.
    index('posts_recent_idx')
      .on(t.createdAt)
      .where(sql`${t.isActive}`),
    index('posts_marketplace_idx')
      .on(t.id)
      .where(sql`${t.isActive} AND ${t.isShoppable}`),
    check(
      'posts_video_or_photos',
      sql`${t.videoUrl} IS NULL OR (${t.videoPoster} IS NOT NULL AND cardinality(${t.photos}) = 0)`,
    ),
  ],
);

/** The products a post tags, in the author's order; a resale credits the author on a sale. */
export const postProducts = pgTable(
  'post_products',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => productsReadOnly.id, { onDelete: 'cascade' }),
    resaleId: uuid('resale_id').references(() => productResalesReadOnly.id, {
      onDelete: 'set null',
    }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.productId] }),
    index('post_products_product_idx').on(t.productId),
  ],
);

/** Who likes which post: one like each, counted on the post. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A paid super-like: one per user and post, bought once (the purchase), shown until unliked.
 */
export const postSuperLikes = pgTable(
  'post_super_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: SUPER_LIKE_TIERS }).notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    isShown: boolean('is_shown').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A gift in naira to a post's creator; its id is the one the sender chose (asking twice sends once). */
export const postGifts = pgTable(
  'post_gifts',
  {
    id: uuid('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    /** What the creator received after Oja's share. */
    earningsKobo: bigint('earnings_kobo', { mode: 'bigint' }).notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_gifts_post_idx').on(t.postId, t.createdAt)],
);

/**
 * A signed-in user's view or watch of a post, at most one of each a day (a Lagos day), counted
 * on the post.
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    type: text('type', { enum: POST_VIEW_TYPES }).notNull(),
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`(now() AT TIME ZONE 'Africa/Lagos')::date`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.type, t.day] })],
);
