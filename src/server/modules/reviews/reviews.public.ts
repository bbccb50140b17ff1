import { pgTable, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of reviews: the stars a business and its products were given
 * (search ranks well-rated shops higher). Read-only handles defined apart from reviews.schema.ts
 * (public-surfaces.test.ts checks them).
 */
export const reviewsReadOnly = pgTable('reviews', {
  businessId: uuid('business_id').notNull(),
  rating: smallint('rating').notNull(),
});
