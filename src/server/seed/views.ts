import type { Services } from '../services.ts';
import { seededRandom, type SeededShop } from './catalogue.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A random version-4 UUID from the seeded generator: one visitor's browser. */
function visitor(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Days of visits: more than the dashboard's longest period (the current month and the eleven
 * before it), whatever the day, since a period's conversion is shown only when views were
 * counted from its first day on. A quiet first day has no visit, so a year alone fell short
 * on some days.
 */
const DAYS = 400;

/**
 * Visits to the demo vendor's product pages, counted as the product page counts them, growing
 * with the shop and favouring its first products: a few percent of them ordered, as the seeded
 * history has it, so the dashboard's conversion reads like a real shop's.
 */
export async function seedProductViews(services: Services, shop: SeededShop, now = new Date()) {
  const random = seededRandom(23);
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const visits = Math.round(random() * 4 * (1 + (DAYS - 1 - daysAgo) / 180));
    for (let n = 0; n < visits; n++) {
      const product = shop.products[Math.floor(random() ** 2 * shop.products.length)]!;
      await services.analytics.countProductView(product.id, null, visitor(random), at);
    }
  }
}
