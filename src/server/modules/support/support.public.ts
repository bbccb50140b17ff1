import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** What other modules may read of support requests: the marketplace dashboard counts those open. */
export const supportRequestsReadOnly = pgTable('support_requests', {
  id: uuid('id').primaryKey(),
  status: text('status').notNull(),
});
