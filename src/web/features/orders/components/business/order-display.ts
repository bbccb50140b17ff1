import type { OrderStatus } from '#shared/order-flow.ts';

export { VENDOR_STATUS_LABELS as STATUS_LABEL } from '#shared/order-flow.ts';

/** What each step means on the tracking timeline. */
export const STATUS_STEP: Record<OrderStatus, string> = {
  PENDING: 'Order placed and paid',
  ACCEPTED: 'Accepted by you',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  RECEIVED: 'Received by the customer',
  REJECTED: 'Rejected, the customer was refunded',
  RETURNED: 'Returned by the customer',
  RETURN_CONFIRMED: 'Return confirmed, the customer was refunded',
};

/** Dark shades only, so white badge text keeps AA contrast. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  PENDING: 'indigo.9',
  ACCEPTED: 'blue.9',
  SHIPPED: 'cyan.9',
  DELIVERED: 'teal.9',
  RECEIVED: 'navy.8',
  REJECTED: 'red.9',
  RETURNED: 'grape.9',
  RETURN_CONFIRMED: 'gray.7',
};

export const itemCount = (products: { quantity: number }[]) => {
  const n = products.reduce((sum, p) => sum + p.quantity, 0);
  return `${n} ${n === 1 ? 'item' : 'items'}`;
};
