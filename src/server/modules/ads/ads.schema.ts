import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AD_KINDS, AD_STATUSES } from '#shared/ads.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * An ad (decision 057): what it promotes, where and to whom it shows, and its money. The budget
 * is paid up front into the ledger account `ad:{id}`; `spentKobo` is what billed clicks moved on
 * from there, `refundedKobo` what went back to the owner when it ended.
 */
export const ads = pgTable(
  'ads',
  {
    /** Chosen before it is paid: the purchase pays into `ad:{id}`. */
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    /** The business that runs it (a vendor's ad), listed on that business's ads screen. */
    businessId: uuid('business_id').references(() => businessesReadOnly.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: AD_KINDS }).notNull(),
    /** The product, post or business promoted; gone with it, the ad no longer shows. */
    targetId: uuid('target_id').notNull(),
    /** Whose orders count as its sales (the product's or the store's business), if any. */
    salesBusinessId: uuid('sales_business_id'),
    headline: text('headline'),
    placements: text('placements').array().notNull(),
    states: text('states').array().notNull(),
    categoryIds: text('category_ids').array().notNull(),
    dailyBudgetKobo: bigint('daily_budget_kobo', { mode: 'bigint' }).notNull(),
    days: integer('days').notNull(),
    budgetKobo: bigint('budget_kobo', { mode: 'bigint' }).notNull(),
    /** What reward points paid of the budget: an unspent part goes back as points, not money. */
    pointsKobo: bigint('points_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxCpcKobo: bigint('max_cpc_kobo', { mode: 'bigint' }).notNull(),
    spentKobo: bigint('spent_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedKobo: bigint('refunded_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: AD_STATUSES }).notNull(),
    rejectReason: text('reject_reason'),
    purchaseId: uuid('purchase_id'),
    /** Set when support first approves it; its days run from then. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ads_owner_idx').on(t.ownerId, t.createdAt),
    index('ads_business_idx').on(t.businessId, t.createdAt),
    index('ads_status_idx').on(t.status),
  ],
);

/** An ad's figures for one Lagos day: what the owner's chart and table read. */
export const adDays = pgTable(
  'ad_days',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    /** Billed clicks. */
    clicks: integer('clicks').notNull().default(0),
    /** Clicks recorded but not billed: the owner's own, bots, one address's too many, no budget. */
    unbilledClicks: integer('unbilled_clicks').notNull().default(0),
    spendKobo: bigint('spend_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    orders: integer('orders').notNull().default(0),
    salesKobo: bigint('sales_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

/** Who saw an ad on a day: one viewer counts once. Kept two days, then pruned. */
export const adViews = pgTable(
  'ad_views',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewer: text('viewer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day, t.viewer] })],
);

/** A click, billed or not; one per viewer per ad per day. Signed-in clickers' orders are credited. */
export const adClicks = pgTable(
  'ad_clicks',
  {
    id: uuid('id').primaryKey(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewer: text('viewer').notNull(),
    userId: uuid('user_id'),
    /** A keyed hash of the clicker's address: a few clicks a day from one are billed, no more. */
    address: text('address').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    billed: boolean('billed').notNull(),
    /** Why it was not billed: OWN, BOT, ADDRESS, BUDGET, DAILY_BUDGET, ENDED. */
    unbilledReason: text('unbilled_reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ad_clicks_viewer_idx').on(t.adId, t.day, t.viewer),
    index('ad_clicks_user_idx')
      .on(t.userId, t.at)
      .where(sql`${t.userId} is not null`),
    index('ad_clicks_address_idx').on(t.day, t.address),
  ],
);

/** An order credited to an ad's click (once, however often the order's event arrives). */
export const adOrders = pgTable('ad_orders', {
  orderId: uuid('order_id').primaryKey(),
  adId: uuid('ad_id')
    .notNull()
    .references(() => ads.id, { onDelete: 'cascade' }),
  clickId: uuid('click_id').notNull(),
  totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
  createdAt: createdAt(),
});
