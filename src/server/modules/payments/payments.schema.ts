import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { PAYMENT_TYPES } from '#shared/constants.ts';
import { TRANSACTION_STATUSES } from '#shared/order-flow.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** One payment for a checkout; it covers one order per business. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id),
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

/** Where a purchase stands: waiting for its payment, paid (and delivered), or given up. */
export const PURCHASE_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;

/**
 * Something Oja sells besides orders (decision 022): wallet credit today, plans, badges, themes,
 * ads, super-likes and gifts later. One row per purchase, unique per buyer, kind and key, so
 * asking twice buys once. `payees` says where the price goes in the ledger once it is paid.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => usersReadOnly.id),
    /** What is bought; also the type of its payment and the kind of its ledger transfer. */
    kind: text('kind', { enum: PAYMENT_TYPES }).notNull(),
    key: text('key').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    /** The part of the price reward points cover; the rest is paid from the wallet or by card. */
    pointsKobo: bigint('points_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payWith: text('pay_with', { enum: ['WALLET', 'CARD'] }).notNull(),
    paymentId: uuid('payment_id').references(() => paymentTransactions.id),
    payees: jsonb('payees').$type<{ account: string; amountKobo: string }[]>().notNull(),
    /** What the buyer sees in their history, e.g. "Growth plan, 3 months". */
    memo: text('memo'),
    /** What the selling module needs to deliver it (a plan id, a post id...). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('PENDING'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchases_buyer_kind_key').on(t.buyerId, t.kind, t.key),
    uniqueIndex('purchases_payment_key').on(t.paymentId),
    check('purchases_price_check', sql`price_kobo > 0 AND points_kobo BETWEEN 0 AND price_kobo`),
  ],
);
