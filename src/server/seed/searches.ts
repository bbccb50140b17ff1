import type { Services } from '../services.ts';
import { seededRandom } from './catalogue.ts';

const DAY_MS = 24 * 60 * 60_000;
/** As far back as the sellers' longest period. */
const DAYS = 90;
/** Shoppers who search, told apart only by a key that is never stored. */
const SEARCHERS = 400;

/**
 * What shoppers search for in the demo marketplace, each search made for real against the
 * catalogue, so its results are the products it finds today. `daily` is about how many times a
 * day it is searched. Words that find the demo's products…
 */
const FINDING: { query: string; daily: number }[] = [
  { query: 'adire', daily: 5 },
  { query: 'adire dress', daily: 3 },
  { query: 'ankara', daily: 4 },
  { query: 'blouse', daily: 2 },
  { query: 'handbag', daily: 3 },
  { query: 'party dress', daily: 2 },
  { query: 'sunglasses', daily: 2 },
  { query: 'leather sandals', daily: 2 },
  { query: 'sneakers', daily: 3 },
  { query: 'jeans', daily: 2 },
  { query: 'crayfish', daily: 3 },
  { query: 'ginger', daily: 2 },
  { query: 'scotch bonnet', daily: 1 },
  { query: 'honey', daily: 2 },
  { query: 'smartphone', daily: 4 },
  { query: 'laptop', daily: 3 },
  { query: 'headphones', daily: 2 },
  { query: 'rechargeable torch', daily: 1 },
  { query: 'shea butter', daily: 2 },
  { query: 'lipstick', daily: 2 },
];

/**
 * …and what shoppers look for within a category (its filter chosen) that the marketplace has
 * little or none of: the demand its sellers could serve. (A query the search finds more for, or
 * that finds a seller's own products, is not shown to that seller as demand.)
 */
const WANTED: { query: string; category: string; daily: number }[] = [
  { query: 'agbada', category: 'fashion-clothing', daily: 2 },
  { query: 'aso oke', category: 'fashion-clothing', daily: 2 },
  { query: 'lace fabric', category: 'fashion-clothing', daily: 2 },
  { query: 'wedding gown', category: 'fashion-clothing', daily: 1 },
  { query: 'gele head tie', category: 'fashion-clothing', daily: 1 },
  { query: 'senator wear', category: 'fashion-clothing', daily: 1 },
  { query: 'ankara', category: 'fashion-clothing', daily: 1 },
  { query: 'ogbono', category: 'food-groceries', daily: 2 },
  { query: 'egusi', category: 'food-groceries', daily: 2 },
  { query: 'palm oil', category: 'food-groceries', daily: 1 },
  { query: 'stockfish', category: 'food-groceries', daily: 1 },
  { query: 'power bank', category: 'phones-electronics', daily: 2 },
  { query: 'solar inverter', category: 'phones-electronics', daily: 1 },
  { query: 'phone charger', category: 'phones-electronics', daily: 1 },
];

/**
 * Three months of searches, counted as a shopper's search is (the first page's products and
 * their shops), growing towards today: the sellers' Shopper searches screens are not empty.
 */
export async function seedSearches(services: Services, now = new Date()) {
  const random = seededRandom(53);
  const categories = new Map(
    (await services.reference.categories()).map((c) => [c.slug, c._id] as const),
  );
  const searches = [
    ...FINDING.map((s) => ({ ...s, categoryIds: undefined })),
    ...WANTED.flatMap((s) => {
      const id = categories.get(s.category);
      return id ? [{ query: s.query, daily: s.daily, categoryIds: [id] }] : [];
    }),
  ];
  const pages = await Promise.all(
    searches.map(async (s) => {
      const page = await services.products.list(
        {
          productSearch: s.query,
          productCategoryIds: s.categoryIds,
          page: 1,
          view: 'full',
        },
        null,
      );
      return {
        total: page.totalRecords,
        shown: page.results.map((p) => ({ productId: p._id })),
      };
    }),
  );
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const growth = 0.5 + (DAYS - daysAgo) / DAYS;
    for (const [i, s] of searches.entries()) {
      const times = Math.round(random() * 2 * s.daily * growth);
      const { shown } = pages[i]!;
      for (let n = 0; n < times; n++) {
        services.searchInsights.recordSearch(
          {
            query: s.query,
            ...pages[i]!,
            viewerKey: `demo-searcher-${Math.floor(random() * SEARCHERS)}`,
            categoryIds: s.categoryIds,
          },
          at,
        );
        // About one search in six opens one of the first few products it found.
        if (shown.length > 0 && random() < 0.16) {
          const opened = shown[Math.floor(random() * Math.min(4, shown.length))]!;
          services.searchInsights.recordOpen({ query: s.query, productId: opened.productId }, at);
        }
      }
    }
  }
  await services.searchInsights.flush();
}
