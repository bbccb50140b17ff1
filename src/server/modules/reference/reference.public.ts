import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of the reference tables: keys and names of categories and tags.
 * Read-only handles defined apart from reference.schema.ts (public-surfaces.test.ts checks them).
 */
export const categoriesReadOnly = pgTable('categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
});

export const tagsReadOnly = pgTable('tags', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
});
