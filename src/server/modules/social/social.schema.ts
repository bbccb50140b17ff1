import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { usersReadOnly } from '../users/users.public.ts';

/** Who follows which user (creators, mostly); nobody follows themselves. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followeeId, t.followerId] }),
    index('user_follows_follower_idx').on(t.followerId, t.createdAt),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
