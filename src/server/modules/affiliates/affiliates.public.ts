import { sql } from 'drizzle-orm';
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of affiliates: which businesses removed which affiliates (the
 * catalogue refuses their resales of those businesses' products). A read-only handle defined
 * apart from the schema (public-surfaces.test.ts checks it).
 */
export const affiliateBlocksReadOnly = pgTable('affiliate_blocks', {
  businessId: uuid('business_id').notNull(),
  affiliateId: uuid('affiliate_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Held (to the end of the transaction) by whoever removes an affiliate from a business or adds a
 * resale of one of its products, so a resale added while the affiliate is being removed cannot
 * outlive the removal.
 */
export const lockAffiliateOfBusiness = (businessId: string, affiliateId: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('affiliate-of:' || ${businessId} || ':' || ${affiliateId}))`;

export const REMOVED_AFFILIATE_MESSAGE = 'This seller has removed you from its affiliates';
