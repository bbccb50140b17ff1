import { pgTable, uuid } from 'drizzle-orm/pg-core';

/** The key of a payment, which orders reference. Read-only; public-surfaces.test.ts checks it. */
export const paymentTransactionsView = pgTable('payment_transactions', {
  id: uuid('id').primaryKey(),
});
