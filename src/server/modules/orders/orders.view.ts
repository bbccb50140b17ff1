import { koboToNaira } from '#shared/money.ts';
import type { Order, Transaction } from '#shared/schemas/orders.ts';
import type { OrderDetail } from './orders.repo.ts';

const DAY_MS = 24 * 60 * 60_000;
const REFUNDED = new Set(['REJECTED', 'RETURN_CONFIRMED']);

/** An order as the API sends it: naira amounts, items, history and return deadline. */
export function orderView(d: OrderDetail, returnWindowDays: number): Order {
  const o = d.order;
  const returnableUntil =
    d.business.acceptsReturns &&
    o.deliveredAt &&
    (o.status === 'DELIVERED' || o.status === 'RECEIVED')
      ? new Date(o.deliveredAt.getTime() + returnWindowDays * DAY_MS).toISOString()
      : null;
  return {
    _id: o.id,
    status: o.status,
    totalAmount: koboToNaira(o.totalKobo),
    subtotal: koboToNaira(o.subtotalKobo),
    deliveryFee: koboToNaira(o.deliveryFeeKobo),
    discount: koboToNaira(o.discountKobo),
    points: Number(o.pointsKobo / 100n),
    products: d.items.map((i) => ({
      product: { _id: i.productId, name: i.productName, photo: i.productPhoto },
      variant: i.variant ?? null,
      quantity: i.quantity,
      unitPrice: koboToNaira(i.unitPriceKobo),
      totalPrice: koboToNaira(i.totalKobo),
    })),
    business: {
      _id: d.business.id,
      name: d.business.name,
      handle: d.business.handle,
      logo: d.business.logo,
    },
    customer: {
      _id: d.customer.id,
      name: `${d.customer.firstName} ${d.customer.lastName}`.trim(),
      handle: d.customer.handle,
    },
    deliveryAddress: o.deliveryAddress,
    transaction: {
      _id: d.transaction.id,
      status: d.transaction.status,
      paid: d.transaction.status === 'SUCCESS',
    },
    history: d.history.map((e) => ({ status: e.status, at: e.at.toISOString() })),
    returnableUntil,
    disputed: d.disputed,
    refunded: REFUNDED.has(o.status) ? koboToNaira(o.totalKobo - o.pointsKobo) : 0,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/**
 * An order as a reseller of one of its lines sees it: what was bought, where it stands and the
 * town it goes to, but not the buyer's name, phone or street (those are for the business).
 */
export function forReseller(order: Order): Order {
  const { city, lga, state, country } = order.deliveryAddress;
  return {
    ...order,
    deliveryAddress: { recipientName: '', phone: '', street: '', city, lga, state, country },
  };
}

/** An order as a payment's view lists it: what the payment bought. */
export function boughtView(o: {
  id: string;
  status: Order['status'];
  totalKobo: bigint;
  business: { id: string; name: string; handle: string; logo: string | null };
}): Transaction['orders'][number] {
  return {
    _id: o.id,
    status: o.status,
    totalAmount: koboToNaira(o.totalKobo),
    business: {
      _id: o.business.id,
      name: o.business.name,
      handle: o.business.handle,
      logo: o.business.logo,
    },
  };
}
