import { describe, expect, it } from 'vitest';
import {
  MIN_CPC_KOBO,
  pacedAllowance,
  runAuction,
  type LiveAd,
  type SlotAsk,
} from './ad-auction.ts';

let n = 0;
const live = (over: Partial<LiveAd> = {}): LiveAd => {
  n += 1;
  return {
    id: `ad-${n}`,
    ownerId: `owner-${n}`,
    businessId: `shop-${n}`,
    kind: 'PRODUCT',
    headline: null,
    placements: ['HOME_PAGE', 'VENDORSTACK'],
    states: [],
    categoryIds: [],
    targetCategoryId: 'fashion',
    words: ['ankara', 'wrap', 'dress'],
    target: {
      _id: `p-${n}`,
      title: 'Ankara wrap dress',
      subtitle: null,
      image: null,
      price: 1,
      path: '/',
    },
    maxCpcKobo: 5_000,
    dailyKobo: 100_000,
    remainingKobo: 100_000,
    spentTodayKobo: 0,
    impressions: 0,
    clicks: 0,
    ...over,
  };
};
// 18:00 in Lagos: pacing allows the whole day's budget but a tenth.
const evening = new Date('2026-11-29T17:00:00Z');
const ask = (over: Partial<SlotAsk> = {}): SlotAsk => ({
  placement: 'HOME_PAGE',
  limit: 4,
  viewerId: null,
  now: evening,
  ...over,
});
const none = () => 0;

describe('the ad auction', () => {
  it('ranks by bid × expected click rate and charges each winner what keeps its place', () => {
    const cheap = live({ maxCpcKobo: 4_000 });
    const rich = live({ maxCpcKobo: 10_000 });
    // Fewer clicks per impression: its bid counts for less.
    const dull = live({ maxCpcKobo: 12_000, impressions: 950, clicks: 4 });
    const won = runAuction([cheap, rich, dull], ask(), none);
    expect(won.map((w) => w.ad.id)).toEqual([rich.id, cheap.id, dull.id]);
    expect(won[0]!.priceKobo).toBe(4_000); // the next ad's score over its own click rate
    expect(won[1]!.priceKobo).toBe(Math.ceil((12_000 * 5) / 1000 / (1 / 50)));
    expect(won[2]!.priceKobo).toBe(MIN_CPC_KOBO); // last pays the least price
    for (const w of won) expect(w.priceKobo).toBeLessThanOrEqual(w.ad.maxCpcKobo);
  });

  it('gives a new ad a fair start: no clicks yet is not a zero rate', () => {
    const fresh = live({ maxCpcKobo: 6_000 });
    const proven = live({ maxCpcKobo: 5_000, impressions: 1_000, clicks: 19 });
    expect(runAuction([proven, fresh], ask(), none)[0]!.ad.id).toBe(fresh.id);
  });

  it('shows one ad per advertiser and no more than asked', () => {
    const a = live({ ownerId: 'same' });
    const b = live({ ownerId: 'same', maxCpcKobo: 9_000 });
    const won = runAuction([a, b, live(), live()], ask({ limit: 2 }), none);
    expect(won).toHaveLength(2);
    expect(won[0]!.ad.id).toBe(b.id);
    expect(won.some((w) => w.ad.id === a.id)).toBe(false);
  });

  it('paces spend over the day and stops at the budget', () => {
    const morning = new Date('2026-11-29T08:00:00Z'); // 9 a.m. in Lagos
    expect(pacedAllowance(100_000, morning)).toBeCloseTo(100_000 * (9 / 24 + 0.1));
    const spentFast = live({ spentTodayKobo: 60_000 });
    expect(runAuction([spentFast], ask({ now: morning }), none)).toHaveLength(0);
    expect(runAuction([spentFast], ask(), none)).toHaveLength(1);
    expect(runAuction([live({ remainingKobo: MIN_CPC_KOBO - 1 })], ask(), none)).toHaveLength(0);
  });

  it('matches placements, states, categories and searches', () => {
    const lagos = live({ states: ['Lagos'] });
    const post = live({ kind: 'POST', placements: ['VENDORSTACK', 'FEED'] });
    const category = live({ categoryIds: ['fashion'] });
    const all = [lagos, post, category];
    const ids = (a: SlotAsk) => runAuction(all, a, none).map((w) => w.ad.id);
    expect(ids(ask())).toEqual([]);
    expect(ids(ask({ state: 'Lagos' }))).toEqual([lagos.id]);
    expect(ids(ask({ placement: 'VENDORSTACK', category: 'fashion', state: 'Kano' }))).toEqual([
      category.id,
    ]);
    expect(ids(ask({ placement: 'FEED' }))).toEqual([post.id]);
    const plain = live();
    expect(runAuction([plain], ask({ q: 'ankara dre' }), none)).toHaveLength(1);
    expect(runAuction([plain], ask({ q: 'laptop' }), none)).toHaveLength(0);
    // A store's "more from other sellers" leaves out its own products and itself.
    const shop = plain.businessId!;
    expect(runAuction([plain], ask({ excludeBusinessId: shop }), none)).toHaveLength(0);
  });
});
