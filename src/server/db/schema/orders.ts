import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../shared/order-flow.ts';
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
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILED', 'REVERSED'] })
      .notNull()
      .default('PENDING'),
    authorizationUrl: text('authorization_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When unpaid stock went back on the shelf (30 minutes after checkout). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_reference_key').on(t.reference),
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);
