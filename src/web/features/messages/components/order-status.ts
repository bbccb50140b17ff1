import type { OrderStatus } from '#shared/order-flow.ts';

/** An order's status as both sides of a conversation read it on its card. */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  PENDING: 'Placed',
  ACCEPTED: 'Accepted',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  RECEIVED: 'Received',
  REJECTED: 'Rejected',
  RETURNED: 'Return requested',
  RETURN_CONFIRMED: 'Returned',
};
