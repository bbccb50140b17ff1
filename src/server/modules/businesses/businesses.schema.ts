import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { categoriesReadOnly } from '../reference/reference.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categoriesReadOnly.id, {
      onDelete: 'set null',
    }),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    phone: text('phone'),
    email: text('email'),
    street: text('street'),
    city: text('city'),
    lga: text('lga'),
    state: text('state'),
    country: text('country').notNull().default('NG'),
    isActive: boolean('is_active').notNull().default(true),
    takingOrders: boolean('taking_orders').notNull().default(true),
    acceptsReturns: boolean('accepts_returns').notNull().default(false),
    defaultDeliveryFeeKobo: bigint('default_delivery_fee_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** New products start with resale allowed, at the default commission (decision 061). */
    resaleAllowedByDefault: boolean('resale_allowed_by_default').notNull().default(false),
    defaultAffiliateCommission: numeric('default_affiliate_commission_pct', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    /** Approved for the marketplace listing: featured first among popular stores. */
    isListed: boolean('is_listed').notNull().default(false),
    followerCount: integer('follower_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Name, description and tag names, for full-text and typo-tolerant search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_handle_key').on(t.handle),
    index('businesses_owner_idx').on(t.ownerId),
    index('businesses_state_idx').on(t.state),
    index('businesses_category_idx').on(t.categoryId),
    index('businesses_popular_idx').on(t.followerCount, t.id),
    index('businesses_listed_popular_idx').on(t.isListed, t.followerCount, t.id),
    index('businesses_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

export const businessDeliveryFees = pgTable(
  'business_delivery_fees',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.state] })],
);

export const businessFollowers = pgTable(
  'business_followers',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('business_followers_user_idx').on(t.userId),
  ],
);

export const businessLikes = pgTable(
  'business_likes',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId] })],
);

/** People who have bought from a business; the order module keeps it up to date on payment. */
export const businessCustomers = pgTable(
  'business_customers',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    totalSpentKobo: bigint('total_spent_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull().defaultNow(),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('business_customers_recent_idx').on(t.businessId, t.lastOrderAt),
  ],
);

/** A vendor's request to be listed on the marketplace; an operator reviews it. */
export const marketplaceRequests = pgTable(
  'marketplace_requests',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Who at Oja decided, and why a request was declined (the vendor reads it). */
    reviewedBy: uuid('reviewed_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [
    index('marketplace_requests_business_idx').on(t.businessId, t.createdAt),
    // One request waiting per store, even when its owner clicks twice at once.
    uniqueIndex('marketplace_requests_one_waiting_key')
      .on(t.businessId)
      .where(sql`${t.status} = 'PENDING'`),
    // The console's queue: waiting requests oldest first, decided ones newest first.
    index('marketplace_requests_queue_idx').on(t.status, t.createdAt),
  ],
);
