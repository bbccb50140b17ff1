import type { OrderStatus } from '#shared/order-flow.ts';

/** How an order's status reads to the shopper, and its badge colour. */
export const STATUS_LABELS: Record<OrderStatus, { label: string; color: string }> = {
  PENDING: { label: 'Waiting for the seller', color: 'gray.7' },
  ACCEPTED: { label: 'Accepted', color: 'navy.6' },
  SHIPPED: { label: 'Shipped', color: 'navy.8' },
  DELIVERED: { label: 'Delivered', color: 'teal.9' },
  RECEIVED: { label: 'Received', color: 'teal.9' },
  REJECTED: { label: 'Rejected by the seller', color: 'red.8' },
  RETURNED: { label: 'Return requested', color: 'red.9' },
  RETURN_CONFIRMED: { label: 'Returned', color: 'gray.7' },
};

/** The tracking steps an order goes through when nothing goes wrong. */
export const TRACKING_STEPS: { status: OrderStatus; title: string; hint: string }[] = [
  { status: 'PENDING', title: 'Order placed', hint: 'The seller has your order.' },
  { status: 'ACCEPTED', title: 'Accepted', hint: 'The seller is preparing it.' },
  { status: 'SHIPPED', title: 'Shipped', hint: 'It is on its way to you.' },
  { status: 'DELIVERED', title: 'Delivered', hint: 'The seller says it has arrived.' },
  { status: 'RECEIVED', title: 'Received', hint: 'You confirmed you have it.' },
];

export const BRANCH_STEPS: Partial<Record<OrderStatus, { title: string; hint: string }>> = {
  REJECTED: { title: 'Rejected', hint: 'The seller could not take this order. You were refunded.' },
  RETURNED: { title: 'Return requested', hint: 'The seller will confirm when they get it back.' },
  RETURN_CONFIRMED: {
    title: 'Return confirmed',
    hint: 'The seller has it back. You were refunded.',
  },
};
