import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** The local Paystack sandbox's own record of transactions (development and tests only). */
export const paystackSandboxTransactions = pgTable(
  'paystack_sandbox_transactions',
  {
    reference: text('reference').primaryKey(),
    accessCode: text('access_code').notNull(),
    email: text('email').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', { enum: ['pending', 'success', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    gatewayResponse: text('gateway_response').notNull().default('Pending'),
    callbackUrl: text('callback_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The webhook to deliver: kept here so a restart resumes the retries. */
    webhookEvent: text('webhook_event'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookNextAt: timestamp('webhook_next_at', { withTimezone: true }),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('paystack_sandbox_access_code_key').on(t.accessCode),
    index('paystack_sandbox_webhook_due_idx')
      .on(t.webhookNextAt)
      .where(sql`webhook_next_at IS NOT NULL`),
  ],
);

/** Transfer recipients created on the sandbox: one per bank account, as on Paystack. */
export const paystackSandboxRecipients = pgTable(
  'paystack_sandbox_recipients',
  {
    recipientCode: text('recipient_code').primaryKey(),
    /** Paystack's numeric id, which a transfer's `recipient` field carries. */
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull().default('nuban'),
    name: text('name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    bankCode: text('bank_code').notNull(),
    currency: text('currency').notNull().default('NGN'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('paystack_sandbox_recipient_account_key').on(t.bankCode, t.accountNumber)],
);

/** Transfers made on the sandbox; each settles after a short delay and sends its webhook. */
export const paystackSandboxTransfers = pgTable(
  'paystack_sandbox_transfers',
  {
    reference: text('reference').primaryKey(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    transferCode: text('transfer_code').notNull(),
    recipientCode: text('recipient_code').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'success', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Settling and the webhook that reports it are due at webhook_next_at (kept for restarts). */
    webhookEvent: text('webhook_event'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookNextAt: timestamp('webhook_next_at', { withTimezone: true }),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'paystack_sandbox_transfers_recipient_fk',
      columns: [t.recipientCode],
      foreignColumns: [paystackSandboxRecipients.recipientCode],
    }),
    uniqueIndex('paystack_sandbox_transfer_code_key').on(t.transferCode),
    index('paystack_sandbox_transfer_webhook_due_idx')
      .on(t.webhookNextAt)
      .where(sql`webhook_next_at IS NOT NULL`),
  ],
);
