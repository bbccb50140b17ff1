import { MIN_AD_CPC, type AdKind, type AdPlacement } from '#shared/ads.ts';
import type { AdTarget } from '#shared/schemas/ads.ts';

/** An ACTIVE ad as the auction sees it, kept in memory between refreshes. */
export type LiveAd = {
  id: string;
  ownerId: string;
  /** The business behind what it promotes (a product's or the store), if any. */
  businessId: string | null;
  kind: AdKind;
  headline: string | null;
  placements: AdPlacement[];
  states: string[];
  categoryIds: string[];
  /** The promoted product's or store's own category. */
  targetCategoryId: string | null;
  /** Words of its title, lower-case: a search shows product ads whose words it starts. */
  words: string[];
  target: AdTarget;
  maxCpcKobo: number;
  dailyKobo: number;
  /** Budget not yet spent. */
  remainingKobo: number;
  spentTodayKobo: number;
  /** The last 30 days' impressions and billed clicks: its expected click rate. */
  impressions: number;
  clicks: number;
};

/** Where and to whom a list of sponsored cards is shown. */
export type SlotAsk = {
  placement: AdPlacement;
  limit: number;
  viewerId: string | null;
  state?: string | null;
  category?: string;
  q?: string;
  excludeBusinessId?: string;
  now: Date;
};

export type Won = { ad: LiveAd; priceKobo: number };

export const MIN_CPC_KOBO = MIN_AD_CPC * 100;

/**
 * Smoothed click rate: a new ad starts as if it had 1 click in 50 impressions (2 %), so it gets
 * a fair start, and its own clicks take over as they come.
 */
const PRIOR_CLICKS = 1;
const PRIOR_IMPRESSIONS = 50;
export const expectedClickRate = (ad: Pick<LiveAd, 'clicks' | 'impressions'>) =>
  (ad.clicks + PRIOR_CLICKS) / (ad.impressions + PRIOR_IMPRESSIONS);

/** How far through its Lagos day (UTC+1) `now` is, 0–1. */
export function dayFraction(now: Date) {
  const ms = (now.getTime() + 3_600_000) % 86_400_000;
  return ms / 86_400_000;
}

/**
 * Pacing: what an ad may have spent by now today — a tenth of its daily budget at midnight, then
 * in step with the clock, so a budget lasts the day instead of being gone by 9 a.m.
 */
export const pacedAllowance = (dailyKobo: number, now: Date) =>
  dailyKobo * Math.min(1, dayFraction(now) + 0.1);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether a search's words each start a word of the ad's title. */
function matchesSearch(ad: LiveAd, q: string) {
  const wanted = wordsOf(q).filter((w) => w.length > 1);
  return wanted.length > 0 && wanted.every((w) => ad.words.some((x) => x.startsWith(w)));
}

export function eligible(ad: LiveAd, ask: SlotAsk) {
  if (!ad.placements.includes(ask.placement)) return false;
  // Explore and search list products and stores; a post is shown where posts are.
  if (ask.placement === 'VENDORSTACK' && ad.kind === 'POST') return false;
  if (ask.excludeBusinessId && ad.businessId === ask.excludeBusinessId) return false;
  if (ad.states.length > 0 && !(ask.state && ad.states.includes(ask.state))) return false;
  if (ad.categoryIds.length > 0 && !(ask.category && ad.categoryIds.includes(ask.category)))
    return false;
  if (ask.category && ad.kind !== 'POST' && ad.targetCategoryId !== ask.category) return false;
  if (ask.q && (ad.kind === 'POST' || !matchesSearch(ad, ask.q))) return false;
  if (ad.remainingKobo < MIN_CPC_KOBO) return false;
  return ad.spentTodayKobo + MIN_CPC_KOBO <= pacedAllowance(ad.dailyKobo, ask.now);
}

/**
 * Chooses the ads for a slot: eligible ads ranked by bid × expected click rate, one per
 * advertiser, and each winner pays just enough to keep its place over the next (second price),
 * at least the minimum price and never more than its bid. `jitter` breaks ties between equal ads
 * so they take turns.
 */
export function runAuction(
  live: readonly LiveAd[],
  ask: SlotAsk,
  jitter: () => number = Math.random,
): Won[] {
  const ranked = live
    .filter((ad) => eligible(ad, ask))
    .map((ad) => {
      const rate = expectedClickRate(ad);
      return { ad, rate, score: ad.maxCpcKobo * rate * (1 + jitter() * 1e-6) };
    })
    .sort((a, b) => b.score - a.score);
  const owners = new Set<string>();
  const shown = ranked.filter((r) => {
    if (owners.has(r.ad.ownerId)) return false;
    owners.add(r.ad.ownerId);
    return true;
  });
  return shown.slice(0, ask.limit).map((r, i) => {
    const next = shown[i + 1];
    const keepsPlace = next ? Math.ceil(next.score / r.rate) : MIN_CPC_KOBO;
    return {
      ad: r.ad,
      priceKobo: Math.min(r.ad.maxCpcKobo, Math.max(MIN_CPC_KOBO, keepsPlace)),
    };
  });
}
