import { date, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of analytics: product page views per Lagos day (search ranks what
 * shoppers look at). Read-only handles defined apart from analytics.schema.ts
 * (public-surfaces.test.ts checks them).
 */
export const productViewsReadOnly = pgTable('analytics_product_views', {
  productId: uuid('product_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  views: integer('views').notNull(),
});
