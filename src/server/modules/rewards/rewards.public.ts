import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of rewards: a voucher's key, which an order that used one keeps.
 * Read-only handles defined apart from rewards.schema.ts (public-surfaces.test.ts checks them).
 */
export const vouchersReadOnly = pgTable('vouchers', {
  id: uuid('id').primaryKey(),
});

/** A customer's received order earned a business's loyalty reward: a voucher off their next one. */
export const loyaltyRewarded = defineEvent<{
  userId: string;
  businessId: string;
  businessName: string;
  /** The nth received order that earned it. */
  orders: number;
  /** Naira off the next order. */
  reward: number;
}>('loyalty-rewarded');
