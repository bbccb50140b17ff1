import { pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of reviews: the stars a business and its products were given
 * (search ranks well-rated shops higher). Read-only handles defined apart from reviews.schema.ts
 * (public-surfaces.test.ts checks them).
 */
export const reviewsReadOnly = pgTable('reviews', {
  businessId: uuid('business_id').notNull(),
  rating: smallint('rating').notNull(),
});

/** A review as it stands once written or edited. */
export type PostedReview = {
  reviewId: string;
  customerId: string;
  businessId: string;
  /** The product reviewed, or null for a review of the business itself. */
  productId: string | null;
  /** Whether it shows a photo now. */
  hasPhotos: boolean;
  /** What was reviewed, in words: the product's name, or the business's. */
  title: string;
};

/**
 * A customer wrote a review or edited theirs (published in the transaction that writes it);
 * rewards gives a review's first photo its points (decision 060).
 */
export const reviewPosted = defineEvent<PostedReview>('review-posted');
