import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NEWS_STATUSES } from '#shared/schemas/news.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Who asked for Oja's news by e-mail (decision 080): off until the person turns it on. The
 * unsubscribe link carries a code made from the user's id and `linkVersion`; turning the news off
 * and on again raises the version, ending links sent before.
 */
export const newsSubscribers = pgTable(
  'news_subscribers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull(),
    linkVersion: integer('link_version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_subscribers_on_idx')
      .on(t.userId)
      .where(sql`${t.subscribed}`),
  ],
);

/** An issue of Oja's news: a draft staff write, then sent once to every subscriber of the day. */
export const newsIssues = pgTable(
  'news_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    writtenBy: uuid('written_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_issues_created_idx').on(t.createdAt)],
);

/**
 * One issue for one subscriber: made for every subscriber when it is sent, then claimed (in its
 * own committed transaction) before its e-mail leaves, so a run killed mid-way never sends one
 * twice: a claim left behind is closed as `unknown`.
 */
export const newsDeliveries = pgTable(
  'news_deliveries',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsIssues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown'],
    })
      .notNull()
      .default('queued'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.userId] }),
    index('news_deliveries_queued_idx')
      .on(t.issueId)
      .where(sql`${t.status} = 'queued'`),
  ],
);
