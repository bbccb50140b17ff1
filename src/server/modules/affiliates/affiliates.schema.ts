import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A visit through an affiliate's link (`/r/{code}`, or `?ref=` on a product or a store), counted
 * once per visitor and link in a window (decision 061): the affiliate's clicks and conversion.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    /** The resale the link was for; null for a link to a whole store. */
    resaleId: uuid('resale_id').references(() => productResalesReadOnly.id, {
      onDelete: 'set null',
    }),
    productId: uuid('product_id').references(() => productsReadOnly.id, { onDelete: 'set null' }),
    businessId: uuid('business_id').references(() => businessesReadOnly.id, {
      onDelete: 'set null',
    }),
    /** A hash naming the visitor's browser (never their address itself). */
    visitor: text('visitor').notNull(),
    userId: uuid('user_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_clicks_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_clicks_visitor_idx').on(t.visitor, t.createdAt),
  ],
);

/**
 * The affiliate a signed-in shopper last came through, kept on the server for 7 days so the
 * order is credited from whichever browser they check out on. One row per shopper: a newer
 * click replaces it (the last affiliate before checkout gets the order line).
 */
export const affiliateAttributions = pgTable('affiliate_attributions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  affiliateId: uuid('affiliate_id')
    .notNull()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
