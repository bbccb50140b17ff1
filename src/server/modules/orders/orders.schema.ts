import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { ORDER_STATUSES } from '#shared/order-flow.ts';
import { VOUCHER_FUNDERS } from '#shared/rewards.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { productResalesReadOnly, productsReadOnly } from '../products/products.public.ts';
import { promotionsReadOnly } from '../promotions/promotions.public.ts';
import { vouchersReadOnly } from '../rewards/rewards.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

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

export const orders = pgTable(
  'orders',
  {
    id: id(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactionsReadOnly.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => usersReadOnly.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PENDING'),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'bigint' }).notNull(),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'bigint' }).notNull(),
    /** Taken off by a voucher; `totalKobo` is what the buyer pays after it. */
    discountKobo: bigint('discount_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    voucherId: uuid('voucher_id').references(() => vouchersReadOnly.id, { onDelete: 'set null' }),
    /** Who pays for the discount: the business (less for it) or Oja (which puts it in escrow). */
    discountFunder: text('discount_funder', { enum: VOUCHER_FUNDERS }),
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    /** The part of `totalKobo` paid with Oja points (1 point = 100 kobo); the rest with money. */
    pointsKobo: bigint('points_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Oja's commission in force when the order was placed (decision 078); null on orders placed
     * before rates were kept, which use the configured default.
     */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_points_check', sql`points_kobo >= 0 AND points_kobo < total_kobo`),
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
    productId: uuid('product_id').references(() => productsReadOnly.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productPhoto: text('product_photo'),
    variant: jsonb('variant').$type<OrderedVariant | null>(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
    quantity: integer('quantity').notNull(),
    totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
    resaleId: uuid('resale_id').references(() => productResalesReadOnly.id, {
      onDelete: 'set null',
    }),
    /** The reseller whose link sold this line, and their share fixed at checkout. */
    affiliateId: uuid('affiliate_id').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    affiliateCommissionKobo: bigint('affiliate_commission_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The sale the line was bought in, at its sale price. */
    promotionId: uuid('promotion_id').references(() => promotionsReadOnly.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_promotion_idx')
      .on(t.promotionId)
      .where(sql`${t.promotionId} is not null`),
    // An affiliate's lines, for their figures and the seller's view of them.
    index('order_items_affiliate_idx')
      .on(t.affiliateId)
      .where(sql`${t.affiliateId} is not null`),
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
