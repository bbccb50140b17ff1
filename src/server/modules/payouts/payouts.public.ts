import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_STATUSES } from '#shared/schemas/withdrawals.ts';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of payouts. Read-only; public-surfaces.test.ts checks it against
 * payouts.schema.ts.
 */

/** Money sent to payout accounts: a business's sales report counts what it withdrew. */
export const withdrawalsReadOnly = pgTable('withdrawals', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id'),
  amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The bank accounts people saved for payouts (every row, ended ones too): a referral between two
 * people who share one earns nothing (decision 062).
 */
export const payoutAccountsReadOnly = pgTable('payout_accounts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  accountNumber: text('account_number').notNull(),
  bankCode: text('bank_code').notNull(),
});

/**
 * Ledger transfer kinds of a withdrawal, each posted once per withdrawal id. The wallet's history
 * and the card hold read the first and third on a balance.
 */
export const WITHDRAWAL_KINDS = {
  /** The request: the source pays amount + fee into the in-flight and fee accounts. */
  hold: 'WITHDRAWAL_HOLD',
  /** The provider sent it: the amount (and the fee the provider charges) leave. */
  paid: 'WITHDRAWAL_PAID',
  /** It failed or was reversed: amount and fee go back to the source. */
  returned: 'WITHDRAWAL_RETURNED',
  /** A business's total withdrawn grows by what reached its bank. */
  businessWithdrawn: 'BUSINESS_WITHDRAWN',
  /** ...and shrinks again when the bank sends it back after all. */
  businessWithdrawnReversed: 'BUSINESS_WITHDRAWN_REVERSED',
} as const;

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
