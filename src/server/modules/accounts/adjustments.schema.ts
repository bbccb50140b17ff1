import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A change to a wallet or a store's balance made by Oja staff (decision 077): never an edit of a
 * balance, always a ledger transfer with this row's id as its reference. Above the threshold it
 * waits for a second finance person, who cannot be the one who asked.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: id(),
    /** The ledger account: `wallet:<userId>` or `business:<businessId>`. */
    account: text('account').notNull(),
    /** Whose it is: the wallet's owner, or the store's. */
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    /** Signed: money added to the balance, or taken from it. */
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING', 'APPLIED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => usersReadOnly.id),
    decidedBy: uuid('decided_by').references(() => usersReadOnly.id),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('balance_adjustments_queue_idx').on(t.status, t.createdAt),
    index('balance_adjustments_user_idx').on(t.userId, t.createdAt),
    check('balance_adjustments_amount_not_zero', sql`${t.amountKobo} <> 0`),
  ],
);
