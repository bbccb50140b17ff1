import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** A creator's monthly offer to fans: the price of a month and what subscribers get. */
export const creatorOffers = pgTable('creator_offers', {
  creatorId: uuid('creator_id')
    .primaryKey()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  /** What a new month costs: new subscriptions and the next renewals pay it. */
  priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
  perks: text('perks').notNull(),
  /** Whether new fans may subscribe; existing subscriptions renew either way. */
  isOpen: boolean('is_open').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const SUBSCRIPTION_STATES = ['ACTIVE', 'LAPSED'] as const;

/**
 * A fan's subscription to a creator, one row per pair, made by its first payment. Access lasts
 * while `current_period_end` is ahead; an ACTIVE one not cancelled is renewed from the wallet
 * when its period ends, at the price the fan agreed to, and becomes LAPSED when the wallet cannot
 * pay. A higher price the creator set since waits in `new_price_kobo` for the fan's consent
 * (decision 041).
 */
export const creatorSubscriptions = pgTable(
  'creator_subscriptions',
  {
    id: id(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull().default('ACTIVE'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The price of a month the fan agreed to: renewals charge it, and nothing more. */
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    /**
     * A higher price the creator set since, told to the fan at `new_price_told_at`. It applies
     * from the first renewal at least 7 days after that, only once the fan accepted it
     * (`new_price_accepted_at`); unaccepted, the subscription ends at that renewal instead.
     */
    newPriceKobo: bigint('new_price_kobo', { mode: 'bigint' }),
    newPriceToldAt: timestamp('new_price_told_at', { withTimezone: true }),
    newPriceAcceptedAt: timestamp('new_price_accepted_at', { withTimezone: true }),
    /** How many payments it has had: the next renewal's purchase key is the one after. */
    paymentsCount: integer('payments_count').notNull().default(0),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creator_subscriptions_pair_idx').on(t.creatorId, t.subscriberId),
    index('creator_subscriptions_subscriber_idx').on(t.subscriberId, t.currentPeriodEnd),
    index('creator_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} = 'ACTIVE' AND NOT ${t.cancelAtPeriodEnd}`),
  ],
);

/** Each paid period of a subscription (the first and every renewal), once per purchase. */
export const creatorSubscriptionPayments = pgTable(
  'creator_subscription_payments',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => creatorSubscriptions.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    /** The purchase's key: a repeated subscribe with the same Idempotency-Key finds it. */
    purchaseKey: text('purchase_key').notNull(),
    months: integer('months').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    /** What reached the creator's wallet after Oja's share. */
    earningsKobo: bigint('earnings_kobo', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_subscription_payments_purchase_idx').on(t.purchaseId),
    index('creator_subscription_payments_creator_idx').on(t.creatorId, t.createdAt),
  ],
);
