import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { categoriesReadOnly } from '../reference/reference.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

export type Variant = { name: string; type: string; qty: number };

/** A PostgreSQL `tsvector`, read as its text form (only the database uses it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
    compareAtPriceKobo: bigint('compare_at_price_kobo', { mode: 'bigint' }),
    quantity: integer('quantity').notNull().default(0),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    variants: jsonb('variants').$type<Variant[]>().notNull().default([]),
    categoryId: uuid('category_id').references(() => categoriesReadOnly.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    isPinned: boolean('is_pinned').notNull().default(false),
    resaleAllowed: boolean('resale_allowed').notNull().default(false),
    affiliateCommissionPct: numeric('affiliate_commission_pct', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** The name's words, searched first (see searchableText). */
    searchTitle: text('search_title').notNull().default(''),
    /** Description and tag names, for full-text and typo-tolerant search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The searchable words parsed once, when the row is written: search matches and ranks on
     * them instead of re-parsing every matching product's text on each request. Each text is
     * read as written ('simple') and stemmed ('english', so "batteries" meets "battery"); the
     * weights rank the name (A as written, B stemmed) above the rest (C, D). Decision 053.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_title), 'A')
          || setweight(to_tsvector('english'::regconfig, search_title), 'B')
          || setweight(to_tsvector('simple'::regconfig, search_text), 'C')
          || setweight(to_tsvector('english'::regconfig, search_text), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Lists read in the order (is_pinned DESC, id DESC). Each btree below ends with the columns
  // that order and the list's join or filter need, so a page's ids (and the rows an OFFSET
  // skips) come from an index-only scan; the page's own rows are read after.
  (t) => [
    index('products_business_idx').on(t.businessId, t.isPinned, t.id, t.isActive),
    index('products_listing_idx')
      .on(t.isPinned, t.id, t.businessId)
      .where(sql`${t.isActive}`),
    index('products_category_idx')
      .on(t.categoryId, t.isPinned, t.id, t.businessId)
      .where(sql`${t.isActive}`),
    index('products_popular_idx').on(t.likeCount, t.id),
    index('products_tags_idx').using('gin', t.tagIds),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

export const productLikes = pgTable(
  'product_likes',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    index('product_likes_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An affiliate reselling a vendor's product for a commission. */
export const productResales = pgTable(
  'product_resales',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    /** The short code of its share link, `/r/{code}`. */
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_resales_pair_key').on(t.productId, t.affiliateId),
    uniqueIndex('product_resales_code_key').on(t.code),
    index('product_resales_affiliate_idx').on(t.affiliateId),
  ],
);

/**
 * What shoppers did with each product and its shop lately, folded into one boost that search
 * ranking multiplies text relevance by (decision 053); recomputed every 15 minutes, so a search
 * reads one row per match instead of counting orders and views.
 */
export const productSearchSignals = pgTable('product_search_signals', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sales30d: integer('sales_30d').notNull(),
  views30d: integer('views_30d').notNull(),
  boost: real('boost').notNull(),
  /** The shop's average stars, once it has three reviews (the rating filter reads it). */
  shopRating: real('shop_rating'),
  updatedAt: updatedAt(),
});
