import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '#shared/order-flow.ts';

/**
 * What other modules may read of orders: who bought what from whom and where it stands (reviews
 * check a purchase with it). Read-only handles defined apart from orders.schema.ts
 * (public-surfaces.test.ts checks them).
 */
export const ordersView = pgTable('orders', {
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
});

export const orderItemsView = pgTable('order_items', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  productId: uuid('product_id'),
});
