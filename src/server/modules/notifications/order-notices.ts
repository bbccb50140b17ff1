import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import { orderNumber, type OrderStatus } from '#shared/order-flow.ts';
import type { OrderBusiness, PlacedOrder } from '../orders/orders.public.ts';
import type { Notice } from './notifications.service.ts';

/** The words and links of order notifications (stored for the app and e-mailed). */
type Placed = PlacedOrder;
type BusinessInfo = Pick<OrderBusiness, 'name' | 'ownerId'>;

const naira = (kobo: bigint | string) => formatNaira(koboToNaira(BigInt(kobo)));
const orderNotice = (
  userId: string,
  orderId: string,
  type: string,
  words: Pick<Notice, 'title' | 'body' | 'link'>,
): Notice => ({ userId, entityType: 'order', entityId: orderId, type, ...words });
const customerLink = (orderId: string) => `/shopper/my-order/${orderId}`;

/** What money pays of an order: its total less what points paid. */
const moneyOf = (o: Placed) => BigInt(o.totalKobo) - BigInt(o.pointsKobo ?? 0);
/** "₦9,000 and 2,000 points", or just the naira. */
function paidWith(o: Placed) {
  const points = BigInt(o.pointsKobo ?? 0) / 100n;
  return points > 0n
    ? `${naira(moneyOf(o))} and ${points.toLocaleString('en-NG')} points`
    : naira(o.totalKobo);
}

export function placedNotification(customerId: string, placed: Placed[]): Notice {
  const total = placed.reduce((sum, o) => sum + moneyOf(o), 0n);
  return orderNotice(customerId, placed[0]!.id, 'order_placed', {
    title: 'Your order is waiting for payment',
    body: `You placed ${placed.length === 1 ? 'an order' : `${placed.length} orders`} of ${naira(total)}. Pay within 30 minutes to keep the items.`,
    link: '/shopper/my-order',
  });
}

export function latePaymentNotification(t: {
  transactionId: string;
  userId: string;
  amountKobo: string;
}): Notice {
  return {
    userId: t.userId,
    entityType: 'transaction',
    entityId: t.transactionId,
    type: 'payment_late',
    title: 'Your payment arrived after the order expired',
    body: `Your payment of ${naira(t.amountKobo)} came after the 30 minutes we hold items for, so the order was cancelled. The full amount is in your Oja wallet.`,
    link: '/shopper/my-order',
  };
}

export function paidNotifications(placed: Placed[], info: Map<string, BusinessInfo>): Notice[] {
  return placed.flatMap((o) => {
    const b = info.get(o.businessId);
    const notes = [
      orderNotice(o.customerId, o.id, 'order_paid', {
        title: `Payment received for order ${orderNumber(o.id)}`,
        body: `We received ${paidWith(o)} for your order from ${b?.name ?? 'the seller'}. We hold it safely until you confirm you received your items.`,
        link: customerLink(o.id),
      }),
    ];
    if (b)
      notes.push(
        orderNotice(b.ownerId, o.id, 'order_new', {
          title: `New order ${orderNumber(o.id)} for ${b.name}`,
          body: `A customer paid ${naira(o.totalKobo)}. Accept or reject the order in your Business Requests.`,
          link: `/vendor/${o.businessId}/business-requests`,
        }),
      );
    return notes;
  });
}

const CUSTOMER_WORDS: Partial<Record<OrderStatus, string>> = {
  ACCEPTED: 'was accepted and is being prepared',
  REJECTED: 'was rejected by the seller; the amount was refunded to your Oja wallet',
  SHIPPED: 'has been shipped',
  DELIVERED: 'was delivered. Confirm you received it, or ask for a return if something is wrong',
  RECEIVED: 'is complete. Thank you for shopping on Oja — you can now review it',
  RETURNED: 'return was requested',
  RETURN_CONFIRMED: 'return was confirmed; the amount was refunded to your Oja wallet',
};

const VENDOR_WORDS: Partial<Record<OrderStatus, string>> = {
  RECEIVED: 'was received by the customer; the payment is now in your balance',
  RETURNED: 'is being returned by the customer. Confirm the return when the items reach you',
};

/** Who hears about a status change: the customer always, the vendor when the customer (or time) moved it. */
export function statusNotifications(
  order: Placed,
  business: BusinessInfo,
  status: OrderStatus,
): Notice[] {
  const number = orderNumber(order.id);
  const type = `order_${status.toLowerCase()}`;
  const notes: Notice[] = [];
  const forCustomer = CUSTOMER_WORDS[status];
  if (forCustomer)
    notes.push(
      orderNotice(order.customerId, order.id, type, {
        title: `Order ${number} from ${business.name}`,
        body: `Your order ${number} ${forCustomer}.`,
        link: customerLink(order.id),
      }),
    );
  const forVendor = VENDOR_WORDS[status];
  if (forVendor)
    notes.push(
      orderNotice(business.ownerId, order.id, type, {
        title: `Order ${number} ${status === 'RECEIVED' ? 'completed' : 'returned'}`,
        body: `Order ${number} ${forVendor}.`,
        link: `/vendor/${order.businessId}/orders`,
      }),
    );
  return notes;
}
