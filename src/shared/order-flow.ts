/** Order statuses, who may move an order where, and how the screens group and label them (docs/order-lifecycle.md). */
export const ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'SHIPPED',
  'DELIVERED',
  'RECEIVED',
  'REJECTED',
  'RETURNED',
  'RETURN_CONFIRMED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A checkout's payment: PENDING until the provider answers; SUCCESS when paid; FAILED when the
 * card was declined or the checkout expired unpaid; REVERSED when a payment came after expiry and
 * went to the buyer's wallet; CANCELLED when the shopper dropped the checkout before paying.
 */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'SUCCESS',
  'FAILED',
  'REVERSED',
  'CANCELLED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type Actor = 'vendor' | 'customer';

/** The moves the server allows; everything else is a conflict. RECEIVED also happens by itself 7 days after DELIVERED. */
export const TRANSITIONS: Record<Actor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  vendor: {
    PENDING: ['ACCEPTED', 'REJECTED'],
    ACCEPTED: ['SHIPPED'],
    SHIPPED: ['DELIVERED'],
    RETURNED: ['RETURN_CONFIRMED'],
  },
  customer: {
    DELIVERED: ['RECEIVED', 'RETURNED'],
    RECEIVED: ['RETURNED'],
  },
};

/** Returns need the business to accept them; the return window is checked by the server. */
export function canMove(actor: Actor, from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[actor][from]?.includes(to) ?? false;
}

export const AUTO_RECEIVE_AFTER_DAYS = 7;

/** Each status as a vendor reads it (orders lists, the dashboard's overview). */
export const VENDOR_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'New request',
  ACCEPTED: 'Accepted',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  RECEIVED: 'Received',
  REJECTED: 'Rejected',
  RETURNED: 'Returned',
  RETURN_CONFIRMED: 'Return confirmed',
};

/** The vendor's button and the tracking stage at each status. */
export function vendorStage(status: string): {
  button: string | null;
  stage: number;
  next: OrderStatus | null;
} {
  switch (status.toLowerCase()) {
    case 'pending':
      return { button: 'Accept Order', stage: 1, next: 'ACCEPTED' };
    case 'accepted':
      return { button: 'Ship Order', stage: 2, next: 'SHIPPED' };
    case 'shipped':
      return { button: 'Deliver Order', stage: 3, next: 'DELIVERED' };
    case 'deliver':
      return { button: 'Complete Order', stage: 4, next: null };
    case 'delivered':
      return { button: 'Track Order', stage: 4, next: null };
    case 'received':
      return { button: null, stage: 4, next: null };
    case 'returned':
      return { button: 'Confirm Return', stage: 5, next: 'RETURN_CONFIRMED' };
    default:
      return { button: null, stage: 0, next: null };
  }
}

/** "#3F9A1C": the last six characters of the id, short enough to read out on the phone. */
export const orderNumber = (id: string) => `#${id.slice(-6).toUpperCase()}`;

/** "Order accepted successfully" after a status change; "return confirmed" reads as words. */
export const statusChangedMessage = (status: string) =>
  `Order ${status.toLowerCase().replace(/_/g, ' ')} successfully`;

/** Groupings for users and businesses; a user's in-progress list also holds PENDING. */
export const ORDER_GROUPS = {
  requests: ['PENDING'],
  inProgress: ['ACCEPTED', 'SHIPPED', 'DELIVERED'],
  inProgressForUser: ['PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED'],
  completed: ['RECEIVED'],
  failedOrReturned: ['RETURNED', 'RETURN_CONFIRMED'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** The three display groups of the shopper's orders screen. */
export function displayGroup(status: string): 'Pending' | 'Paid' | 'Failed' | null {
  const s = status.toLowerCase();
  if (['pending', 'accepted', 'shipped', 'delivered'].includes(s)) return 'Pending';
  if (s === 'received') return 'Paid';
  if (['rejected', 'returned', 'return_confirmed'].includes(s)) return 'Failed';
  return null;
}
