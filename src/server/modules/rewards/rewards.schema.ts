import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REWARD_STATUSES, REWARD_TYPES } from '#shared/rewards.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Points given to a user for one thing (decision 059). The points themselves are in the ledger
 * (`points-pending:{user}` while PENDING, then `points:{user}`); a row says why they were given
 * and where they stand, and is the reference of each of its ledger transfers.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REWARD_TYPES }).notNull(),
    /** What earned them (an order): each earns once. */
    sourceId: uuid('source_id').notNull(),
    status: text('status', { enum: REWARD_STATUSES }).notNull(),
    points: integer('points').notNull(),
    /** Taken back when reversed or expired: at most `points`, less where some were spent. */
    pointsTaken: integer('points_taken')
      .notNull()
      .default(sql`0`),
    title: text('title').notNull(),
    businessId: uuid('business_id').references(() => businessesReadOnly.id, {
      onDelete: 'set null',
    }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reward_entries_source_idx').on(t.type, t.sourceId),
    index('reward_entries_user_idx').on(t.userId, t.earnedAt),
    index('reward_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'AVAILABLE'`),
  ],
);
