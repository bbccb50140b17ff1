import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * What a user hears about: order and money events (their words written when they happen) and
 * what people did to their things (likes, follows, comments, gifts…), whose words are put
 * together when read, from the accounts that acted. Likes, super-likes and follows of one item
 * on one Lagos day share a row (`group_key`), with the latest accounts first and the total.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    type: text('type').notNull(),
    /** Order and money events: their own words and page. Social ones are worded when read. */
    title: text('title'),
    body: text('body'),
    link: text('link'),
    /** `TYPE:entityId:lagosDay` for grouped kinds; null for a notice that stands alone. */
    groupKey: text('group_key'),
    /** Who acted, most recent first (at most ten kept), and how many did in all. */
    actorIds: uuid('actor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    actorCount: integer('actor_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The latest activity: a group moves up (and is unread again) when someone joins it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('notifications_group_idx').on(t.userId, t.groupKey),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
