import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * POSTs that move money or stock, by the caller's `Idempotency-Key`: a repeat returns the first
 * answer, and the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and a SHA-256 of the body. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** The running attempt; a transaction of another attempt cannot commit (see the service). */
    attempt: uuid('attempt'),
    /** Until when the running attempt is known to be alive (it renews this while it runs). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** Set by the first transaction of the attempt that committed: its work is done. */
    workCommitted: boolean('work_committed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
