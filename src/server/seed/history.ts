import type { OrderStatus } from '#shared/order-flow.ts';
import type { Services } from '../services.ts';
import { deliveryTo, type DemoShopper } from './activity.ts';
import { seededRandom, type SeededShop } from './catalogue.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Lagos is UTC+1 all year. */
const LAGOS_OFFSET_MS = 3_600_000;

/** Where an order of a given age has got to: old ones were received (a few turned down or, where the shop takes returns, sent back). */
export function fateOf(ageDays: number, roll: number, acceptsReturns: boolean): OrderStatus[] {
  if (ageDays < 6) return roll < 0.5 ? ['ACCEPTED'] : ['ACCEPTED', 'SHIPPED'];
  if (roll < 0.08) return ['REJECTED'];
  const received: OrderStatus[] = ['ACCEPTED', 'SHIPPED', 'DELIVERED', 'RECEIVED'];
  return acceptsReturns && roll < 0.13 ? [...received, 'RETURNED', 'RETURN_CONFIRMED'] : received;
}

/**
 * A year of orders for a demo shop, placed on their dates through the same services as any
 * checkout, so its dashboard shows months of trends, top products and customers from several
 * states: more orders each month as the shop grows, and one or two each day of the last week.
 * Recent ones are still being accepted or shipped, never waiting for the vendor, so the shop's
 * new requests are only those shoppers make. `seed` makes each shop's year its own.
 */
/**
 * A moment in the Lagos calendar month `monthsAgo` months before `now`'s (0: this one), before
 * `latest`; null when that month has no time before it. The demo's history is laid out by
 * calendar month, as the dashboard's "12 months" counts, so whatever the day it is made, every
 * order of the year falls inside that period.
 */
export function momentInMonth(
  now: Date,
  monthsAgo: number,
  latest: number,
  random: () => number,
): number | null {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const start = (ago: number) =>
    Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth() - ago, 1) - LAGOS_OFFSET_MS;
  const from = start(monthsAgo);
  const to = Math.min(start(monthsAgo - 1), latest);
  return to > from ? from + Math.floor(random() * (to - from)) : null;
}

export async function seedHistory(
  services: Services,
  shop: SeededShop,
  shoppers: DemoShopper[],
  seed: number,
  now = new Date(),
) {
  const random = seededRandom(seed);
  const products = shop.products.filter((p) => p.inStock);
  const ages: number[] = [];
  const weekAgo = now.getTime() - 7 * DAY_MS;
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
    const orders = 2 + Math.floor((11 - monthsAgo) / 3);
    for (let n = 0; n < orders; n++) {
      const at = momentInMonth(now, monthsAgo, weekAgo, random);
      if (at !== null) ages.push(now.getTime() - at);
    }
  }
  // Then the last week: one or two orders every day, each within the hour before this time of
  // day, but never before that day's Lagos midnight, so every one of the seven days has its own.
  const week = seededRandom(seed + 100);
  const sinceMidnight = (now.getTime() + LAGOS_OFFSET_MS) % DAY_MS;
  for (let ageDays = 6; ageDays >= 0; ageDays--)
    for (let n = week() < 0.4 ? 2 : 1; n > 0; n--)
      ages.push(ageDays * DAY_MS + Math.min(Math.floor(week() * 3_600_000), sinceMidnight));
  for (const age of ages) {
    const ageDays = Math.floor(age / DAY_MS);
    const placedAt = new Date(now.getTime() - age);
    const shopper = shoppers[Math.floor(random() * shoppers.length)]!;
    const product = products[Math.floor(random() * products.length)]!;
    await placeDemoOrder(services, {
      shopper,
      product,
      ownerId: shop.ownerId,
      placedAt,
      fate: fateOf(ageDays, random(), shop.acceptsReturns),
    });
  }
}

/**
 * One demo order placed on its date through the checkout, paid, and moved to its fate by the
 * vendor and the shopper; `resaleId` credits the reseller it was bought through. A product sold
 * out by earlier orders simply sold one less.
 */
export async function placeDemoOrder(
  services: Services,
  o: {
    shopper: DemoShopper;
    product: { id: string; variant: string | null };
    ownerId: string;
    placedAt: Date;
    fate: OrderStatus[];
    resaleId?: string;
  },
) {
  const checkout = await services.orders
    .checkout(
      o.shopper.id,
      {
        orderDetails: [
          {
            productId: o.product.id,
            count: 1,
            variant: o.product.variant ? { name: o.product.variant } : null,
            ...(o.resaleId ? { resaleId: o.resaleId } : {}),
          },
        ],
        deliveryAddress: deliveryTo(o.shopper),
      },
      o.placedAt,
    )
    .catch(() => null);
  if (!checkout) return null;
  await services.payments.confirm(checkout.transaction.reference, {
    amountKobo: checkout.transaction.amountKobo,
  });
  const order = checkout.orders[0]!;
  for (const status of o.fate) {
    const customerMove = status === 'RECEIVED' || status === 'RETURNED';
    await services.orderStatus.change(customerMove ? o.shopper.id : o.ownerId, order.id, status);
  }
  return order;
}
