// Plain constants (no zod): the order screens and the console read them without the schemas.
import type { OrderStatus } from './order-flow.ts';

export const DISPUTE_REASONS = ['NOT_ARRIVED', 'WRONG_ITEM', 'DAMAGED', 'OTHER'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_NAMES: Record<DisputeReason, string> = {
  NOT_ARRIVED: 'It has not arrived',
  WRONG_ITEM: 'I got the wrong item',
  DAMAGED: 'It arrived damaged or not as described',
  OTHER: 'Something else',
};

export const DISPUTE_STATUSES = ['OPEN', 'DECIDED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How Oja settles a dispute: the seller is paid, or the buyer gets some or all of it back. */
export const DISPUTE_OUTCOMES = ['RELEASE', 'REFUND'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Days after ordering before a buyer may say an order that is not delivered never came. */
export const DISPUTE_AFTER_DAYS = 7;

const NOT_DELIVERED: readonly OrderStatus[] = ['PENDING', 'ACCEPTED', 'SHIPPED'];

/**
 * When a buyer may open a dispute on a paid order: once it is delivered (it arrived wrong), or
 * when it is still not delivered `DISPUTE_AFTER_DAYS` after it was placed. Never once received,
 * turned down or returned: its money has moved already.
 */
export function disputeOpensAt(order: {
  status: OrderStatus;
  createdAt: string | Date;
}): Date | null {
  if (order.status === 'DELIVERED') return new Date(order.createdAt);
  if (!NOT_DELIVERED.includes(order.status)) return null;
  return new Date(new Date(order.createdAt).getTime() + DISPUTE_AFTER_DAYS * 86_400_000);
}
