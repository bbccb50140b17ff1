import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { PAYMENT_TYPES } from '#shared/constants.ts';
import { TRANSACTION_STATUSES } from '#shared/order-flow.ts';
import { usersView } from '../users/users.public.ts';

/** One payment for a checkout; it covers one order per business. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersView.id),
    type: text('type', { enum: PAYMENT_TYPES }).notNull().default('ORDER_PAYMENT'),
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('PENDING'),
    authorizationUrl: text('authorization_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When unpaid stock went back on the shelf (30 minutes after checkout). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** Last time the reconciliation asked the provider about this payment. */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /** When the provider's answer became final (paid, failed, reversed, never started). */
    providerSettledAt: timestamp('provider_settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_reference_key').on(t.reference),
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
    index('payment_transactions_unsettled_idx')
      .on(t.createdAt)
      .where(sql`provider_settled_at IS NULL`),
  ],
);

/** Provider webhooks already applied; a replayed event finds its key here and changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
