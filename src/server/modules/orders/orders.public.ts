import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '#shared/order-flow.ts';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of orders: who bought what from whom, for how much, where it goes
 * and where it stands (reviews check a purchase with it, analytics counts it). Read-only handles defined apart from orders.schema.ts
 * (public-surfaces.test.ts checks them).
 */
export const ordersReadOnly = pgTable('orders', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  transactionId: uuid('transaction_id').notNull(),
  totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
  discountKobo: bigint('discount_kobo', { mode: 'bigint' }).notNull(),
  pointsKobo: bigint('points_kobo', { mode: 'bigint' }).notNull(),
  voucherId: uuid('voucher_id'),
  deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'bigint' }).notNull(),
  deliveryAddress: jsonb('delivery_address')
    .$type<{ state: string; lga: string | null; phone: string }>()
    .notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const orderItemsReadOnly = pgTable('order_items', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  productId: uuid('product_id'),
  productName: text('product_name').notNull(),
  productPhoto: text('product_photo'),
  unitPriceKobo: bigint('unit_price_kobo', { mode: 'bigint' }).notNull(),
  quantity: integer('quantity').notNull(),
  totalKobo: bigint('total_kobo', { mode: 'bigint' }).notNull(),
  promotionId: uuid('promotion_id'),
  resaleId: uuid('resale_id'),
  affiliateId: uuid('affiliate_id'),
  affiliateCommissionKobo: bigint('affiliate_commission_kobo', { mode: 'bigint' }).notNull(),
});

/** The ledger transfers of an order's money: released to the business, or refunded to the buyer. */
export const ORDER_LEDGER_KINDS = { release: 'ORDER_RELEASE', refund: 'ORDER_REFUND' } as const;

/** An order as events about it carry it (kobo as a string: events are JSON). */
export type PlacedOrder = {
  id: string;
  businessId: string;
  customerId: string;
  totalKobo: string;
  /** The part of the total paid with points (absent in news written before points paid orders). */
  pointsKobo?: string;
};
export const placedFact = (o: {
  id: string;
  businessId: string;
  customerId: string;
  totalKobo: bigint;
  pointsKobo: bigint;
}): PlacedOrder => ({
  id: o.id,
  businessId: o.businessId,
  customerId: o.customerId,
  totalKobo: String(o.totalKobo),
  pointsKobo: String(o.pointsKobo),
});
export type OrderBusiness = { id: string; name: string; ownerId: string };

/** A shopper placed orders (one per business) that wait for a card payment (a checkout paid from the wallet is paid with it and publishes only `orderPaid`). */
export const orderPlaced = defineEvent<{ customerId: string; orders: PlacedOrder[] }>(
  'order-placed',
);

/** A checkout's payment was applied: its orders are paid and their money is in escrow. */
export const orderPaid = defineEvent<{ orders: PlacedOrder[]; businesses: OrderBusiness[] }>(
  'order-paid',
);

/** An order moved along its lifecycle (docs/order-lifecycle.md). */
export const orderStatusChanged = defineEvent<{
  order: PlacedOrder;
  business: OrderBusiness;
  status: OrderStatus;
}>('order-status-changed');
