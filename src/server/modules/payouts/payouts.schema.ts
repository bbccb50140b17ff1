import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { WITHDRAWAL_STATUSES } from '#shared/schemas/withdrawals.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Where a payout account stands. Live: `pending_confirmation` (waiting for the code sent to the
 * owner) and `confirmed`. Ended, kept for the record: `replaced` (a confirmed change took its
 * place), `cancelled` (a newer pending change took its place) and `removed` (the owner deleted it).
 */
export const PAYOUT_ACCOUNT_ROW_STATUSES = [
  'pending_confirmation',
  'confirmed',
  'replaced',
  'cancelled',
  'removed',
] as const;

/**
 * Bank accounts payouts go to (decision 019): a user's own and one for each business they own.
 * Each set of bank details is a row; an owner has at most one confirmed and one pending row.
 */
export const bankAccounts = pgTable(
  'payout_accounts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id),
    businessId: uuid('business_id').references(() => businessesReadOnly.id),
    /** Whom the account pays: the business when there is one, else the user. */
    ownerKey: uuid('owner_key').notNull(),
    accountNumber: text('account_number').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    /** As the bank resolved it when the account was saved. */
    accountName: text('account_name').notNull(),
    status: text('status', { enum: PAYOUT_ACCOUNT_ROW_STATUSES }).notNull(),
    /** The one-time code (verification module) that confirms a pending account. */
    confirmationTokenId: uuid('confirmation_token_id'),
    /** The provider's transfer recipient, made when the account is confirmed. */
    recipientCode: text('recipient_code'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Withdrawals may use the account from then on: the hold after a confirmed change. */
    usableForPayoutAt: timestamp('usable_for_payout_at', { withTimezone: true }),
    /**
     * A business's balance is paid into this account every morning (decision 023). Only a live
     * confirmed business account has it on; a confirmed change takes it over, an ended one drops it.
     */
    autoPayout: boolean('auto_payout').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_accounts_confirmed_key')
      .on(t.ownerKey)
      .where(sql`status = 'confirmed'`),
    uniqueIndex('payout_accounts_pending_key')
      .on(t.ownerKey)
      .where(sql`status = 'pending_confirmation'`),
    index('payout_accounts_user_idx').on(t.userId),
    check('payout_accounts_owner_key_check', sql`owner_key = coalesce(business_id, user_id)`),
    check(
      'payout_accounts_confirmed_check',
      sql`status <> 'confirmed' OR (recipient_code IS NOT NULL AND usable_for_payout_at IS NOT NULL)`,
    ),
    check(
      'payout_accounts_auto_payout_check',
      sql`NOT auto_payout OR (status = 'confirmed' AND business_id IS NOT NULL)`,
    ),
    index('payout_accounts_auto_payout_idx')
      .on(t.ownerKey)
      .where(sql`auto_payout`),
  ],
);

/**
 * Money sent from a wallet or a business's balance to its payout account. The amount and fee
 * are held in the ledger at the request; the provider's answer (webhook or reconciliation)
 * settles it once. `reference` is the provider's idempotency key for the transfer.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id),
    /** Set when the money comes from this business's balance, else from the user's wallet. */
    businessId: uuid('business_id').references(() => businessesReadOnly.id),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    recipientCode: text('recipient_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    last4: text('last4').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    /** The provider's transfer, once it has accepted the request. */
    transferCode: text('transfer_code'),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('PENDING'),
    /** Last time the reconciliation asked the provider about it. */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'PENDING'`),
    check('withdrawals_amount_check', sql`amount_kobo > 0 AND fee_kobo >= 0`),
    check('withdrawals_reference_check', sql`reference ~ '^[a-z0-9_-]{16,50}$'`),
  ],
);
