import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** A customer's review of a product (product_id set) or of a business, with photos; one each. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => productsReadOnly.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Up to three pictures the customer uploaded (decision 060). */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_photos_max', sql`cardinality(${t.photos}) <= 3`),
    uniqueIndex('reviews_customer_product_key')
      .on(t.customerId, t.productId)
      .where(sql`${t.productId} IS NOT NULL`),
    uniqueIndex('reviews_customer_business_key')
      .on(t.customerId, t.businessId)
      .where(sql`${t.productId} IS NULL`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_business_idx').on(t.businessId, t.createdAt),
  ],
);
