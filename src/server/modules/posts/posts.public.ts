import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of `posts`: the key comments and gifts reference, its author and
 * whether others may see it. A read-only handle, defined apart from posts.schema.ts
 * (public-surfaces.test.ts checks it matches).
 */
export const postsReadOnly = pgTable('posts', {
  id: uuid('id').primaryKey(),
  authorId: uuid('author_id').notNull(),
  /** What a sponsored post's card shows: its words and first picture. */
  text: text('text').notNull(),
  photos: text('photos').array().notNull(),
  videoPoster: text('video_poster'),
  isActive: boolean('is_active').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  /** Shown only to the author and their subscribers with access. */
  subscribersOnly: boolean('subscribers_only').notNull(),
});

/** Who likes which post. */
export const postLikesReadOnly = pgTable('post_likes', {
  postId: uuid('post_id').notNull(),
  userId: uuid('user_id').notNull(),
});
