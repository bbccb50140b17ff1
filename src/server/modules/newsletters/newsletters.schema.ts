import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NEWSLETTER_STATUSES, SUBSCRIBER_STATUSES } from '#shared/schemas/newsletters.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Who asked for a business's newsletter. Double opt-in: `pending` until the e-mailed link is
 * opened. The links carry a code made from the row's id and `linkVersion` with the server's
 * secret, so no secret is stored; subscribing again raises the version, ending older links.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
    linkVersion: integer('link_version').notNull().default(1),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_key').on(t.businessId, t.email),
    index('newsletter_subscribers_confirmed_idx')
      .on(t.businessId)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/** A newsletter a business writes, then sends once to its confirmed subscribers. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletters_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * One newsletter for one subscriber: made for every confirmed subscriber when it is sent, then
 * worked through a few a minute. A row is claimed (`sending`) in its own transaction before the
 * e-mail leaves and never claimed again, so nobody gets a newsletter twice, even if the server
 * stops mid-way; a claim that never finished is closed as `unknown` by the next run. One for a
 * subscriber who left before their turn is `skipped`.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown'],
    })
      .notNull()
      .default('queued'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.subscriberId] }),
    index('newsletter_deliveries_queued_idx')
      .on(t.newsletterId)
      .where(sql`${t.status} = 'queued'`),
  ],
);
