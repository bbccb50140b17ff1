import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '#shared/order-flow.ts';

/** A line of an order as analytics counts it. */
export type FactItem = {
  productId: string;
  name: string;
  photo: string | null;
  unitPriceKobo: string;
  units: number;
  valueKobo: string;
};

/**
 * What analytics last counted of each paid order (decision 025): the rollups hold exactly these
 * facts' contributions, so applying an order again subtracts what it counted and adds what it is
 * now, whatever order its events arrive in.
 */
export const analyticsOrderFacts = pgTable('analytics_order_facts', {
  orderId: uuid('order_id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  valueKobo: bigint('value_kobo', { mode: 'bigint' }).notNull(),
  /** What the ledger released to the business for it (net of commission), after any refund. */
  releasedKobo: bigint('released_kobo', { mode: 'bigint' }).notNull(),
  state: text('state').notNull(),
  lga: text('lga'),
  items: jsonb('items').$type<FactItem[]>().notNull(),
});

const counts = {
  orders: integer('orders').notNull(),
  valueKobo: bigint('value_kobo', { mode: 'bigint' }).notNull(),
};

/** Paid orders per business, per hour they were placed and per status they are in now. */
export const analyticsBusinessHours = pgTable(
  'analytics_business_hours',
  {
    businessId: uuid('business_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    ...counts,
    releasedKobo: bigint('released_kobo', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.hour, t.status] }),
    // Covering (INCLUDE in the migration): a period's sums are read from the index alone.
    index('analytics_business_hours_period_idx').on(t.businessId, t.hour),
  ],
);

/** A customer's paid orders per hour and status: their own spending. */
export const analyticsCustomerHours = pgTable(
  'analytics_customer_hours',
  {
    customerId: uuid('customer_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    ...counts,
  },
  (t) => [primaryKey({ columns: [t.customerId, t.hour, t.status] })],
);

/** What the rankings of a business count: its products, its customers, where orders go. */
export const BREAKDOWNS = ['product', 'customer', 'state', 'lga'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/**
 * A business's paid orders per Lagos day and status, broken down by product, customer, state
 * or LGA (`key`): the top lists read these instead of the orders.
 */
export const analyticsBusinessDays = pgTable(
  'analytics_business_days',
  {
    businessId: uuid('business_id').notNull(),
    breakdown: text('breakdown', { enum: BREAKDOWNS }).notNull(),
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    ...counts,
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.breakdown, t.key, t.day, t.status] }),
    // Covering (INCLUDE in the migration): a ranking reads the index alone, not a heap page a row.
    index('analytics_business_days_day_idx').on(t.businessId, t.breakdown, t.day),
  ],
);

/**
 * The hourly rows per Lagos month (`month` is its first day): the overview over whole months
 * (3, 6 and 12) reads a few dozen rows for its trend and statuses.
 */
export const analyticsBusinessMonths = pgTable(
  'analytics_business_months',
  {
    businessId: uuid('business_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    ...counts,
    releasedKobo: bigint('released_kobo', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.month, t.status] })],
);

/**
 * The daily breakdowns per Lagos month: rankings over whole months read one row per key and
 * month instead of one per key and day.
 */
export const analyticsBusinessMonthKeys = pgTable(
  'analytics_business_month_keys',
  {
    businessId: uuid('business_id').notNull(),
    breakdown: text('breakdown', { enum: BREAKDOWNS }).notNull(),
    key: text('key').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    ...counts,
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_business_month_keys_pk',
      columns: [t.businessId, t.breakdown, t.key, t.month, t.status],
    }),
    // Covering (INCLUDE in the migration), as for the daily rows.
    index('analytics_business_month_keys_month_idx').on(t.businessId, t.month),
  ],
);

/** How a product looked when it last sold: the top-products list shows it so. */
export const analyticsProducts = pgTable('analytics_products', {
  productId: uuid('product_id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  name: text('name').notNull(),
  photo: text('photo'),
  unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
});

/**
 * Product pages seen: one view per viewer (a signed-in user, or a visitor's browser) per product
 * and Lagos day, so reloading a page does not inflate a product's conversion.
 */
export const analyticsProductViews = pgTable(
  'analytics_product_views',
  {
    businessId: uuid('business_id').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.productId, t.day] })],
);

/** The same views per Lagos month (`month` is its first day), for periods of whole months. */
export const analyticsProductMonthViews = pgTable(
  'analytics_product_month_views',
  {
    businessId: uuid('business_id').notNull(),
    productId: uuid('product_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.productId, t.month] })],
);

/** A business's product views per Lagos day, all products together: the overview's total. */
export const analyticsBusinessViews = pgTable(
  'analytics_business_views',
  {
    businessId: uuid('business_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** Who has been counted as seeing a product on a Lagos day; earlier days are pruned hourly. */
export const analyticsViewMarks = pgTable(
  'analytics_view_marks',
  {
    productId: uuid('product_id').notNull(),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.viewer, t.day] }),
    index('analytics_view_marks_day_idx').on(t.day),
  ],
);
