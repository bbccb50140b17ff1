import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * What each user's open streams were told (a new notification, a message, a count change), kept
 * for two days so a client that reconnects with `Last-Event-ID` is told what it missed. The id
 * is a sequence, so "after the last id I saw" is one index range.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id)],
);
