import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '#shared/support.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A question to Oja support, from a signed-in user (`requester_id`) or a visitor, who follows it
 * through secret links: each link's key is kept only as its SHA-256 (`key_hashes`, one per
 * e-mail that carried a link). `updated_at` moves with every message and status change.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    /** What the requester quotes: SUP-7KQ2MX. */
    reference: text('reference').notNull(),
    requesterId: uuid('requester_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    /** Where answers go: the account's e-mail when the request was made, or the visitor's. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    keyHashes: text('key_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topic: text('topic', { enum: SUPPORT_TOPICS }).notNull(),
    subject: text('subject').notNull(),
    /** The requester's own order, checked when they were signed in. */
    orderId: uuid('order_id').references(() => ordersReadOnly.id, { onDelete: 'set null' }),
    /** The order number as given. */
    orderReference: text('order_reference'),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    /** The Oja staff member who took it in the console, if anyone has. */
    assigneeId: uuid('assignee_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_requests_reference_key').on(t.reference),
    index('support_requests_requester_idx').on(t.requesterId, t.updatedAt),
    index('support_requests_status_idx').on(t.status, t.createdAt),
    index('support_requests_assignee_idx').on(t.assigneeId, t.status, t.createdAt),
    index('support_requests_created_idx').on(t.createdAt),
  ],
);

/** The thread of a request: the requester's messages and Oja support's replies, in order. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['requester', 'support'] }).notNull(),
    /** Who wrote it, when signed in (the operator, for Oja support's replies). */
    authorId: uuid('author_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_request_idx').on(t.requestId, t.createdAt),
    check('support_messages_body_present', sql`length(${t.body}) > 0`),
  ],
);
