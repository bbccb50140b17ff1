import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A suspension in force: what it hid (the stores and posts that were showing), so restoring the
 * account shows exactly those again and not what their owner had hidden themselves.
 */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: uuid('suspended_by').notNull(),
  storeIds: uuid('store_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  postIds: uuid('post_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
