import { sql } from 'drizzle-orm';
import type { AdKind, AdPlacement } from '#shared/ads.ts';
import { lagosDay } from '#shared/dates.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { seededRandom, type SeededShop } from './catalogue.ts';
import { topUpWallet } from './plans.ts';

const DAY_MS = 86_400_000;

type Campaign = {
  ownerId: string;
  kind: AdKind;
  targetId: string;
  headline: string;
  placements: AdPlacement[];
  dailyBudget: number;
  days: number;
  maxCpc: number;
  /** How many days ago it started (its past is made up to yesterday). */
  startedDaysAgo: number;
};

/**
 * The demo's ads: Adire Lounge ran a campaign every quarter for a year and runs two now (a
 * product and the store); Ikeja Gadget Hub and Shea Naturals promote a product each, and the
 * reseller a post. All were paid from their owners' wallets and approved by Oja support, so the
 * home page, explore and the feed show sponsored items on first start, and Tunde's ads screen
 * has a year of figures.
 */
export async function seedAds(
  db: Db,
  services: Services,
  shops: SeededShop[],
  reseller: { id: string },
  supportId: string,
  now = new Date(),
) {
  const [adire, , , gadgets, shea] = shops;
  const random = seededRandom(57);
  const product = (shop: SeededShop, i: number) =>
    shop.products.filter((p) => p.inStock)[i] ?? shop.products[0]!;
  const [post] = (
    await db.execute<{ id: string }>(
      sql`SELECT id FROM posts WHERE author_id = ${reseller.id} AND is_active
          AND NOT subscribers_only ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  const lounge = (over: Partial<Campaign>): Campaign => ({
    ownerId: adire!.ownerId,
    kind: 'PRODUCT',
    targetId: product(adire!, 0).id,
    headline: 'Hand-dyed in Abeokuta, sent from Lagos',
    placements: ['HOME_PAGE', 'VENDORSTACK'],
    dailyBudget: 2_000,
    days: 30,
    maxCpc: 60,
    startedDaysAgo: 0,
    ...over,
  });
  const campaigns: Campaign[] = [
    ...[350, 260, 170, 80].map((ago, i) =>
      lounge({
        targetId: product(adire!, i + 1).id,
        headline: 'Made in Lagos, sent anywhere in Nigeria',
        startedDaysAgo: ago,
      }),
    ),
    lounge({ startedDaysAgo: 10 }),
    lounge({
      kind: 'STORE',
      targetId: adire!.businessId,
      headline: 'New adire every Friday',
      placements: ['HOME_PAGE', 'FEED'],
      dailyBudget: 1_000,
      days: 14,
      maxCpc: 40,
      startedDaysAgo: 3,
    }),
    {
      ownerId: gadgets!.ownerId,
      kind: 'PRODUCT',
      targetId: product(gadgets!, 0).id,
      headline: 'Original, with one-year warranty',
      placements: ['HOME_PAGE', 'VENDORSTACK'],
      dailyBudget: 3_000,
      days: 21,
      maxCpc: 80,
      startedDaysAgo: 5,
    },
    {
      ownerId: shea!.ownerId,
      kind: 'PRODUCT',
      targetId: product(shea!, 0).id,
      headline: 'Pure shea from Kwara',
      placements: ['HOME_PAGE', 'VENDORSTACK'],
      dailyBudget: 1_000,
      days: 14,
      maxCpc: 35,
      startedDaysAgo: 2,
    },
    ...(post
      ? [
          {
            ownerId: reseller.id,
            kind: 'POST' as const,
            targetId: post.id,
            headline: 'My favourite finds this week',
            placements: ['FEED', 'HOME_PAGE'] as AdPlacement[],
            dailyBudget: 500,
            days: 7,
            maxCpc: 25,
            startedDaysAgo: 1,
          },
        ]
      : []),
  ];

  for (const [i, c] of campaigns.entries()) {
    const total = c.dailyBudget * c.days;
    await topUpWallet(db, services, c.ownerId, total, `demo-ad-top-up-${c.ownerId}-${i}`);
    const { ad } = await services.ads.create(
      c.ownerId,
      {
        kind: c.kind,
        targetId: c.targetId,
        headline: c.headline,
        placements: c.placements,
        dailyBudget: c.dailyBudget,
        days: c.days,
        maxCpc: c.maxCpc,
        amount: total,
        states: [],
        categories: [],
        payWith: 'WALLET',
      },
      { key: `demo-ad-${i}` },
    );
    await services.ads.review(supportId, ad._id, { approve: true });
    const startsAt = new Date(now.getTime() - c.startedDaysAgo * DAY_MS);
    const ran = Math.min(c.days, c.startedDaysAgo);
    await services.ads.recordHistory(
      ad._id,
      { startsAt, endsAt: new Date(startsAt.getTime() + c.days * DAY_MS) },
      Array.from({ length: ran }, (_, d) =>
        pastDay(c, new Date(startsAt.getTime() + d * DAY_MS), random),
      ),
    );
  }
}

/** A believable day of a campaign: a few hundred views, 2–4 % clicked, a few orders. */
function pastDay(c: Campaign, at: Date, random: () => number) {
  const impressions = Math.round((c.dailyBudget / 4) * (0.7 + random() * 0.6));
  const price = Math.round(c.maxCpc * (0.45 + random() * 0.35));
  const clicks = Math.min(
    Math.round(impressions * (0.02 + random() * 0.02)),
    Math.floor(c.dailyBudget / price),
  );
  const orders = Math.round(clicks * (0.03 + random() * 0.05));
  return {
    day: lagosDay(at),
    impressions,
    clicks,
    spendKobo: BigInt(clicks * price * 100),
    orders,
    salesKobo: BigInt(orders * Math.round(9_000 + random() * 14_000) * 100),
  };
}
