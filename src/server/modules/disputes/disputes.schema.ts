import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_OUTCOMES, DISPUTE_REASONS, DISPUTE_STATUSES } from '#shared/disputes.ts';
import { createdAt, id } from '../../db/columns.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A buyer's dispute of an order (one per order): open until Oja's finance staff decide it, then
 * how it was settled. While it exists the order cannot move (decision 076).
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => ordersReadOnly.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('OPEN'),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    refundKobo: bigint('refund_kobo', { mode: 'bigint' }),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_disputes_order_key').on(t.orderId),
    index('order_disputes_queue_idx').on(t.status, t.createdAt),
  ],
);

/** What the buyer, the seller and Oja wrote in a dispute, oldest first. */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: id(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => orderDisputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    side: text('side', { enum: ['BUYER', 'SELLER', 'OJA'] }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt)],
);
