import {
  bigint,
  boolean,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What other modules may read of the catalogue's tables: keys, names, the owning business and
 * what a suggestion shows of a product (its price, photos, category and likes).
 * Read-only handles defined apart from products.schema.ts (public-surfaces.test.ts checks them).
 */
export const productsReadOnly = pgTable('products', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull(),
  photos: text('photos').array().notNull(),
  unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
  categoryId: uuid('category_id'),
  tagIds: uuid('tag_ids').array().notNull(),
  likeCount: integer('like_count').notNull(),
  quantity: integer('quantity').notNull(),
  resaleAllowed: boolean('resale_allowed').notNull(),
  affiliateCommissionPct: numeric('affiliate_commission_pct', {
    precision: 5,
    scale: 2,
    mode: 'number',
  }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Who resells which product: a post may tag the products its author resells. */
export const productResalesReadOnly = pgTable('product_resales', {
  id: uuid('id').primaryKey(),
  productId: uuid('product_id').notNull(),
  affiliateId: uuid('affiliate_id').notNull(),
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Who likes which product: a user's profile lists the products they like. */
export const productLikesReadOnly = pgTable('product_likes', {
  productId: uuid('product_id').notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
