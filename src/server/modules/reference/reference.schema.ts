import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';

/** Marketplace categories: the product taxonomy of Oja, created by a migration. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

/** A category's suggested tags (businessId null) or a business's own product tags. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text('name').notNull(),
    categoryId: uuid('category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    businessId: uuid('business_id').references((): AnyPgColumn => businessesReadOnly.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tags_category_idx').on(t.categoryId),
    uniqueIndex('tags_business_name_key')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.businessId} IS NOT NULL`),
    uniqueIndex('tags_category_name_key')
      .on(t.categoryId, sql`lower(${t.name})`)
      .where(sql`${t.businessId} IS NULL`),
  ],
);
