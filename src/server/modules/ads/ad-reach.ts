import { nairaToKobo } from '#shared/money.ts';
import type { AdReach } from '#shared/schemas/ads.ts';
import type { Db } from '../../db/client.ts';
import { expectedClickRate, MIN_CPC_KOBO } from './ad-auction.ts';
import * as counts from './ad-counts.repo.ts';

/**
 * What a daily budget and price per click are likely to buy a day, from every ad's impressions,
 * clicks and spend since `fromDay`: clicks at the typical price (no more than the bid), and the
 * impressions those clicks take at the usual click rate.
 */
export async function reachOf(
  db: Db,
  dailyBudget: number,
  maxCpc: number,
  fromDay: string,
): Promise<AdReach> {
  const m = await counts.market(db, fromDay);
  const clickRate = expectedClickRate(m);
  const typicalKobo = m.clicks > 0 ? Number(m.spendKobo) / m.clicks : MIN_CPC_KOBO * 1.5;
  const price = Math.max(MIN_CPC_KOBO, Math.min(Number(nairaToKobo(maxCpc)), typicalKobo));
  const clicks = Number(nairaToKobo(dailyBudget)) / price;
  const low = Math.floor(clicks * 0.6);
  const high = Math.floor(clicks);
  return {
    clicksPerDay: { low, high },
    impressionsPerDay: { low: Math.floor(low / clickRate), high: Math.floor(high / clickRate) },
    typicalCpc: Math.round(typicalKobo) / 100,
    clickRate,
  };
}
