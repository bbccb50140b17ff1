import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of creator subscriptions: who subscribes to whom and until when
 * they have access (posts shows subscriber-only posts to `subscriber_id` while
 * `current_period_end` is ahead). A read-only handle, defined apart from the schema
 * (public-surfaces.test.ts checks it matches).
 */
export const subscriptionAccessReadOnly = pgTable('creator_subscriptions', {
  creatorId: uuid('creator_id').notNull(),
  subscriberId: uuid('subscriber_id').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
});

/** Which creators have an offer set up (only they may publish subscriber-only posts). */
export const creatorOffersReadOnly = pgTable('creator_offers', {
  creatorId: uuid('creator_id').primaryKey(),
});

/**
 * A subscription could not be renewed (the wallet could not pay its next month): the fan is
 * told. Amounts in kobo as strings.
 */
export const subscriptionLapsed = defineEvent<{
  subscriberId: string;
  creatorId: string;
  creatorName: string;
  creatorHandle: string;
  priceKobo: string;
}>('creator-subscription-lapsed');

/**
 * A creator's price changed for fans who subscribe (decision 041): `raised` — a higher price
 * waits for each fan's consent and would apply from `at`; `lowered` — their next renewal, at
 * `at`, charges the lower price; `ended` — a raised price was not accepted by the renewal it
 * applied to, so the subscription ends at `at` and nothing more is charged. Amounts in kobo as
 * strings; at most a few hundred fans an event.
 */
export const subscriptionPriceNoticed = defineEvent<{
  notice: 'raised' | 'lowered' | 'ended';
  creatorId: string;
  creatorName: string;
  creatorHandle: string;
  fans: { subscriberId: string; priceKobo: string; newPriceKobo: string; at: string }[];
}>('creator-subscription-price');
