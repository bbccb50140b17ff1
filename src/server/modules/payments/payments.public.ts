import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES } from '#shared/order-flow.ts';
import { WITHDRAWAL_STATUSES } from '#shared/schemas/withdrawals.ts';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of payments: the key orders reference and where a payment stands.
 * Read-only; public-surfaces.test.ts checks it against payments.schema.ts.
 */
export const paymentTransactionsView = pgTable('payment_transactions', {
  id: uuid('id').primaryKey(),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
});

/** Money sent to payout accounts: a business's sales report counts what it withdrew. */
export const withdrawalsView = pgTable('withdrawals', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id'),
  amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A payment arrived after its checkout expired; its amount went to the payer's wallet. */
export const paymentArrivedLate = defineEvent<{
  transactionId: string;
  userId: string;
  amountKobo: string;
}>('payment-arrived-late');

/**
 * A payout account was asked for (a code went to the owner), confirmed or removed. Its owner
 * hears of each, so a change they did not make does not go unnoticed (decision 019).
 */
export const payoutAccountChanged = defineEvent<{
  userId: string;
  accountId: string;
  businessId: string | null;
  businessName: string | null;
  change: 'requested' | 'confirmed' | 'removed';
  bankName: string;
  last4: string;
  /** When withdrawals may use a confirmed account (ISO-8601). */
  usableForPayoutAt: string | null;
}>('payout-account-changed');

/**
 * A withdrawal was settled: it reached the bank (SUCCESS), or failed or was reversed and its
 * amount and fee went back to the balance it came from.
 */
export const withdrawalSettled = defineEvent<{
  withdrawalId: string;
  userId: string;
  businessId: string | null;
  status: 'SUCCESS' | 'FAILED' | 'REVERSED';
  amountKobo: string;
  feeKobo: string;
  bankName: string;
  last4: string;
}>('withdrawal-settled');
