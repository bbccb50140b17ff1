import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of the catalogue's tables: keys, names and the owning business.
 * Read-only handles defined apart from products.schema.ts (public-surfaces.test.ts checks them).
 */
export const productsView = pgTable('products', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  name: text('name').notNull(),
});

export const productResalesView = pgTable('product_resales', {
  id: uuid('id').primaryKey(),
});
