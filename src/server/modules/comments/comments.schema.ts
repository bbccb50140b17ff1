import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COMMENTABLE_TYPES } from '#shared/constants.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A comment on a post, a product or a business (`entity_id` names it; which table depends on the
 * type), or a reply to another comment on the same item.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: COMMENTABLE_TYPES }).notNull(),
    entityId: uuid('entity_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    text: text('text').notNull(),
    /** The commented item's owner may hide a comment from everyone but themselves and its author. */
    isShown: boolean('is_shown').notNull().default(true),
    /** Oja removed it after reports: hidden from all but its author, whom the owner cannot overrule. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    likeCount: integer('like_count').notNull().default(0),
    /** When its author last changed the words. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_entity_idx').on(t.entityType, t.entityId, t.id),
    index('comments_parent_idx').on(t.parentId, t.id),
    index('comments_author_idx').on(t.authorId, t.id),
  ],
);

/** Who likes which comment: one like each, counted on the comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
