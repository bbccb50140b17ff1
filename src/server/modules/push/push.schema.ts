import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A browser that asked for Oja's pushes (decision 081): one row per device, its push service's
 * address unique (a phone that changes hands moves to its new owner), removed when the push
 * service says it is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One notice to push to one device, queued in the transaction-free moment after it is stored for
 * the app, and sent by the `push-deliveries` job (and at once, when it can): claimed before it
 * leaves, retried with a growing wait, and a claim left by a killed run is taken again (a push
 * shown twice replaces itself on the phone: its tag).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    /** pending, sending, sent or dropped. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`status in ('pending', 'sending')`),
  ],
);
