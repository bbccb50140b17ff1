import { sql } from 'drizzle-orm';
import {
  bigint,
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
