import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DisputeOutcome } from '#shared/disputes.ts';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of the disputes: which orders have one (an order in dispute does
 * not move until Oja settles it). public-surfaces.test.ts checks it matches the table.
 */
export const orderDisputesReadOnly = pgTable('order_disputes', {
  orderId: uuid('order_id').notNull(),
  status: text('status').notNull(),
});

/** Something happened in a dispute that a side should hear of (kobo as a string: events are JSON). */
export type DisputeNoticed = {
  orderId: string;
  businessId: string;
  /** Who is told: the buyer, the seller (the business's owner), or both. */
  buyerId: string | null;
  sellerId: string | null;
  what: 'opened' | 'decided';
  storeName: string;
  outcome: DisputeOutcome | null;
  refundKobo: string;
  reason: string | null;
};
export const disputeNoticed = defineEvent<DisputeNoticed>('dispute-noticed');
