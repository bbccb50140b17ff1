import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMMENTABLE_TYPES } from '#shared/constants.ts';

/**
 * What other modules may read of `comments`: a post counts the comments others can see; a
 * report names what the comment says. A
 * read-only handle, defined apart from comments.schema.ts (public-surfaces.test.ts checks it).
 */
export const commentsReadOnly = pgTable('comments', {
  id: uuid('id').primaryKey(),
  entityType: text('entity_type', { enum: COMMENTABLE_TYPES }).notNull(),
  entityId: uuid('entity_id').notNull(),
  isShown: boolean('is_shown').notNull(),
  authorId: uuid('author_id').notNull(),
  text: text('text').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

/** Who likes which comment. */
export const commentLikesReadOnly = pgTable('comment_likes', {
  commentId: uuid('comment_id').notNull(),
  userId: uuid('user_id').notNull(),
});
