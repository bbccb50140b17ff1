import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of the social tables: who follows whom, for feeds. A read-only
 * handle, defined apart from social.schema.ts (public-surfaces.test.ts checks it).
 */
export const userFollowsReadOnly = pgTable('user_follows', {
  followerId: uuid('follower_id').notNull(),
  followeeId: uuid('followee_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
