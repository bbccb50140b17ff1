import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Single-use secrets sent by e-mail or SMS: password reset, e-mail and phone verification, and the
 * confirmation of a payout bank account.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['password_reset', 'email_verification', 'phone_verification', 'payout_account'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * What the token proves: the e-mail or `+234:8031234567` it was sent to, or the
     * `payout-account:<id>` it confirms.
     */
    target: text('target').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('one_time_tokens_hash_idx').on(t.tokenHash),
  ],
);
