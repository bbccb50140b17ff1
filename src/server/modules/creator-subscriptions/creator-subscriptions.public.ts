import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of creator subscriptions: who subscribes to whom and until when
 * they have access (posts shows subscriber-only posts to `subscriber_id` while
 * `current_period_end` is ahead). A read-only handle, defined apart from the schema
 * (public-surfaces.test.ts checks it matches).
 */
export const subscriptionAccessView = pgTable('creator_subscriptions', {
  creatorId: uuid('creator_id').notNull(),
  subscriberId: uuid('subscriber_id').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
});

/** Which creators have an offer set up (only they may publish subscriber-only posts). */
export const creatorOffersView = pgTable('creator_offers', {
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
