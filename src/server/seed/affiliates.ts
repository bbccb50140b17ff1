import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { DemoShopper } from './activity.ts';
import { seededRandom, type SeededShop } from './catalogue.ts';
import { fateOf, momentInMonth, placeDemoOrder } from './history.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How many products Funmilayo resells in all (her posts' and a few more). */
const RESOLD = 8;

/**
 * A year of Funmilayo's affiliate work (decision 061): she resells a few products that pay a
 * commission, visitors came through her links, more each month as she grew, and some bought,
 * through the same checkout as anyone, so her figures, wallet and the stores' ledgers agree.
 * Orders of the last week are on their way: their commission is still pending.
 */
export async function seedAffiliate(
  db: Db,
  services: Services,
  shops: SeededShop[],
  affiliate: DemoShopper,
  buyers: DemoShopper[],
  now = new Date(),
) {
  const random = seededRandom(61);
  const open = shops.flatMap((shop) =>
    shop.products
      .filter((p) => p.resaleAllowed && p.inStock && shop.ownerId !== affiliate.id)
      .map((p) => ({ p, shop })),
  );
  const current = await services.affiliates.resales(affiliate.id, 1, 50);
  for (const { p } of open) {
    if (current.totalRecords >= RESOLD) break;
    if (current.results.some((r) => r._id === p.id)) continue;
    await services.products.resell(affiliate.id, p.id);
    current.totalRecords += 1;
  }
  const links = (await services.affiliates.resales(affiliate.id, 1, 50)).results.filter(
    (r) => r.open && r.commission > 0,
  );
  const byProduct = new Map(open.map(({ p, shop }) => [p.id, { p, shop }]));
  // Orders are of products without sizes or colours, whose one stock history cannot empty first.
  const sellable = links.filter((l) => byProduct.get(l._id)?.p.variant === null);
  if (sellable.length === 0) return;

  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
    const grown = 11 - monthsAgo;
    // Visits through her links: a browser each, on a day of that month.
    const clicks = 14 + grown * 5 + Math.floor(random() * 8);
    for (let n = 0; n < clicks; n++) {
      const link = sellable[Math.floor(random() * sellable.length)]!;
      const moment = momentInMonth(now, monthsAgo, now.getTime(), random);
      if (moment === null) continue;
      const at = new Date(moment);
      await services.affiliates.recordClick(
        { ref: link.code, productId: link._id },
        {
          userId: null,
          ip: `10.61.${monthsAgo}.${n}`,
          userAgent: 'Mozilla/5.0 (Linux; Android 12) Chrome/120 Mobile',
        },
        at,
      );
    }
    // Some of them bought: about one in ten.
    const orders = 1 + Math.floor(grown / 3) + (random() < 0.5 ? 1 : 0);
    for (let n = 0; n < orders; n++) {
      // The first of this month's is on its way: its commission is still pending.
      const recent = monthsAgo === 0 && n === 0;
      const moment = recent
        ? now.getTime() - (1 + Math.floor(random() * 4)) * DAY_MS - Math.floor(random() * DAY_MS)
        : momentInMonth(now, monthsAgo, now.getTime() - 7 * DAY_MS, random);
      if (moment === null) continue;
      const ageDays = Math.floor((now.getTime() - moment) / DAY_MS);
      const first = Math.floor(random() * sellable.length);
      const shopper = buyers[Math.floor(random() * buyers.length)]!;
      const placedAt = new Date(moment);
      const roll = random();
      // A product sold out by the stores' history sells one less; the recent one tries the next.
      for (let k = 0; k < (recent ? sellable.length : 1); k++) {
        const { p, shop } = byProduct.get(sellable[(first + k) % sellable.length]!._id)!;
        const placed = await placeDemoOrder(services, {
          shopper,
          product: p,
          ownerId: shop.ownerId,
          placedAt,
          fate: fateOf(ageDays, roll, shop.acceptsReturns),
          resaleId: affiliate.id,
        });
        if (placed) break;
      }
    }
  }
  // Received a few days after they were bought, not all today: her months show when she earned.
  await db.execute(sql`
    UPDATE orders SET delivered_at = created_at + interval '3 days',
      received_at = created_at + interval '4 days'
    WHERE received_at IS NOT NULL AND created_at < now() - interval '4 days'
      AND id IN (SELECT order_id FROM order_items WHERE affiliate_id = ${affiliate.id})`);
}
