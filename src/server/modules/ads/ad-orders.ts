import { AD_ATTRIBUTION_DAYS } from '#shared/ads.ts';
import type { Db } from '../../db/client.ts';
import type { PlacedOrder } from '../orders/orders.public.ts';
import * as counts from './ad-counts.repo.ts';

/**
 * Orders from a shopper who clicked an ad for that business in the last 7 days count as its
 * sales: each order once, on the day of the click.
 */
export async function creditOrders(db: Db, orders: PlacedOrder[], at: Date) {
  const since = new Date(at.getTime() - AD_ATTRIBUTION_DAYS * 86_400_000);
  for (const o of orders)
    await db.transaction(async (tx) => {
      const click = await counts.latestClick(tx, o.customerId, o.businessId, since, at);
      if (!click) return;
      const total = BigInt(o.totalKobo);
      const fresh = await counts.creditOrder(tx, {
        orderId: o.id,
        adId: click.adId,
        clickId: click.id,
        totalKobo: total,
      });
      if (fresh)
        await counts.addToDays(tx, [
          { adId: click.adId, day: click.day, orders: 1, salesKobo: total },
        ]);
    });
}
