import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of `businesses`: the key their tables reference and the columns a
 * product card, an order or a review shows. A read-only handle on the table, defined apart from
 * businesses.schema.ts (public-surfaces.test.ts checks it matches).
 */
export const businessesReadOnly = pgTable('businesses', {
  id: uuid('id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  name: text('name').notNull(),
  handle: text('handle').notNull(),
  logoUrl: text('logo_url'),
  state: text('state'),
  isActive: boolean('is_active').notNull(),
  acceptsReturns: boolean('accepts_returns').notNull(),
  followerCount: integer('follower_count').notNull(),
  categoryId: uuid('category_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A user started following a business (its owner hears of it once notifications subscribe). */
export const businessFollowed = defineEvent<{
  businessId: string;
  ownerId: string;
  userId: string;
}>('business-followed');

/** Who follows which business: a user's profile lists the businesses they follow. */
export const businessFollowersReadOnly = pgTable('business_followers', {
  businessId: uuid('business_id').notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Who likes which business: whether a user likes one is asked across entities. */
export const businessLikesReadOnly = pgTable('business_likes', {
  businessId: uuid('business_id').notNull(),
  userId: uuid('user_id').notNull(),
});

/** Who has bought from which business: feeds favour what a shopper buys from. */
export const businessCustomersReadOnly = pgTable('business_customers', {
  businessId: uuid('business_id').notNull(),
  userId: uuid('user_id').notNull(),
});

/** Vendors' marketplace listing requests: the marketplace dashboard counts those waiting. */
export const marketplaceRequestsReadOnly = pgTable('marketplace_requests', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  status: text('status').notNull(),
});

/** Oja staff decided a listing request: the vendor is told (in the app and by e-mail). */
export type ListingDecision = {
  requestId: string;
  businessId: string;
  businessName: string;
  ownerId: string;
  status: 'APPROVED' | 'REJECTED';
  reason: string | null;
};
export const listingDecided = defineEvent<ListingDecision>('listing-decided');
