import {
  bigint,
  check,
  smallint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, TRANSACTION_STATUSES } from '../../../shared/order-flow.ts';
import { businesses } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { products, productResales } from './products.ts';
import { users } from './users.ts';

export type DeliveryAddress = {
  recipientName: string;
  phone: string;
  street: string;
  city: string;
  lga: string | null;
  state: string;
  country: string;
};
export type OrderedVariant = { name: string; type: string };

/** One payment for a checkout; it covers one order per business. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['ORDER_PAYMENT'] })
      .notNull()
      .default('ORDER_PAYMENT'),
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('PENDING'),
    authorizationUrl: text('authorization_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When unpaid stock went back on the shelf (30 minutes after checkout). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** Last time the reconciliation asked the provider about this payment. */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
    /** When the provider's answer became final (paid, failed, reversed, never started). */
    providerSettledAt: timestamp('provider_settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_reference_key').on(t.reference),
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
    index('payment_transactions_unsettled_idx')
      .on(t.createdAt)
      .where(sql`provider_settled_at IS NULL`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'bigint' }).notNull(),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'bigint' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_business_idx').on(t.businessId, t.createdAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_transaction_idx').on(t.transactionId),
  ],
);

/** A line as it was bought: name, picture and price are kept even if the product changes later. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productPhoto: text('product_photo'),
    variant: jsonb('variant').$type<OrderedVariant | null>(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
    quantity: integer('quantity').notNull(),
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    resaleId: uuid('resale_id').references(() => productResales.id, { onDelete: 'set null' }),
    /** The reseller whose link sold this line, and their share fixed at checkout. */
    affiliateId: uuid('affiliate_id').references(() => users.id, { onDelete: 'set null' }),
    affiliateCommissionKobo: bigint('affiliate_commission_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Every status an order reached, for the tracking timeline. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ['customer', 'vendor', 'system'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/** Provider webhooks already applied; a replayed event finds its key here and changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's review of a product (product_id set) or of a business; one each. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_customer_product_key')
      .on(t.customerId, t.productId)
      .where(sql`${t.productId} IS NOT NULL`),
    uniqueIndex('reviews_customer_business_key')
      .on(t.customerId, t.businessId)
      .where(sql`${t.productId} IS NULL`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_business_idx').on(t.businessId, t.createdAt),
  ],
);

/** What happened to a user's orders (and later posts, follows…), for the notifications screen. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
