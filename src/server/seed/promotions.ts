import { sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/order-flow.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { deliveryTo, type DemoShopper } from './activity.ts';
import { seededRandom, type SeededShop } from './catalogue.ts';
import { momentInMonth } from './history.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's sales: Adire Lounge has run "Owambe season" (15 % off three of its products) for
 * most of a year, with orders bought in it every month, so its figures fill a year; and a flash
 * sale on another product runs now, with units left, so the storefront shows struck prices and
 * the product page a countdown on first start.
 */
export async function seedPromotions(
  db: Db,
  services: Services,
  adire: SeededShop,
  shoppers: DemoShopper[],
  now = new Date(),
) {
  const random = seededRandom(58);
  // Products without options, in stock: a sale's orders here are one line of one of them.
  const plain = adire.products.filter((p) => p.inStock && !p.variant);
  const [a, b, c, d] = plain.slice(-4);
  if (!a || !b || !c || !d) return;
  const season = await services.promotions.create(adire.ownerId, {
    businessId: adire.businessId,
    name: 'Owambe season',
    kind: 'PERCENT',
    percentOff: 15,
    products: [a, b, c].map((p) => ({ productId: p.id })),
    startsAt: undefined,
    endsAt: new Date(now.getTime() + 21 * DAY_MS),
    flash: false,
    quantity: undefined,
  });
  // It began 340 days ago (a sale cannot be created in the past: its past is written here).
  await db.execute(
    sql`UPDATE promotions SET starts_at = ${new Date(now.getTime() - 340 * DAY_MS).toISOString()}::timestamptz,
        created_at = ${new Date(now.getTime() - 341 * DAY_MS).toISOString()}::timestamptz
        WHERE id = ${season._id}`,
  );
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
    const count = 2 + Math.floor(random() * 3);
    for (let n = 0; n < count; n++) {
      // In the sale's run, by calendar month as the dashboard counts (`momentInMonth`).
      const moment = momentInMonth(now, monthsAgo, now.getTime() - DAY_MS, random);
      if (moment === null || moment < now.getTime() - 335 * DAY_MS) continue;
      const ageDays = Math.floor((now.getTime() - moment) / DAY_MS);
      const placedAt = new Date(moment);
      const shopper = shoppers[Math.floor(random() * shoppers.length)]!;
      const product = [a, b, c][Math.floor(random() * 3)]!;
      const checkout = await services.orders
        .checkout(
          shopper.id,
          {
            orderDetails: [
              {
                productId: product.id,
                count: 1 + Math.floor(random() * 2),
                promotionId: season._id,
              },
            ],
            deliveryAddress: deliveryTo(shopper),
          },
          placedAt,
        )
        .catch(() => null);
      if (!checkout) continue;
      await services.payments.confirm(checkout.transaction.reference, {
        amountKobo: checkout.transaction.amountKobo,
      });
      const fate: OrderStatus[] =
        ageDays < 5
          ? ['ACCEPTED']
          : ageDays < 9
            ? ['ACCEPTED', 'SHIPPED']
            : ['ACCEPTED', 'SHIPPED', 'DELIVERED', 'RECEIVED'];
      for (const status of fate)
        await services.orderStatus.change(
          status === 'RECEIVED' ? shopper.id : adire.ownerId,
          checkout.orders[0]!.id,
          status,
        );
    }
  }
  await services.promotions.create(adire.ownerId, {
    businessId: adire.businessId,
    name: 'Friday flash',
    kind: 'PERCENT',
    percentOff: 30,
    products: [{ productId: d.id }],
    startsAt: undefined,
    endsAt: new Date(now.getTime() + 2 * DAY_MS),
    flash: true,
    quantity: 25,
  });
}
