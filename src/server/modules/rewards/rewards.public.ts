import { pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of rewards: a voucher's key, which an order that used one keeps.
 * Read-only handles defined apart from rewards.schema.ts (public-surfaces.test.ts checks them).
 */
export const vouchersReadOnly = pgTable('vouchers', {
  id: uuid('id').primaryKey(),
});
