import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createServices, type Services } from '../../services.ts';
import { addProduct, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  fetchThrough,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { searcherBitOf } from './search-insights.service.ts';

/**
 * The tests' own app on the file's database, built on services the tests hold, so they decide
 * when counted searches are written (`flush`); the shared app sets shops and products up.
 */
let ctx: TestContext;
let services: Services;
let app: FastifyInstance;
const logged: string[] = [];

async function appOn(s: Services) {
  const built = await buildApp({ config: ctx.config, db: ctx.db, services: s, logger: false });
  await built.ready();
  return built;
}
function servicesFor() {
  return createServices({
    // Written only when a test says so.
    config: { ...ctx.config, searchInsightsFlushMs: 600_000 },
    db: ctx.db,
    fetch: fetchThrough(() => ctx.app),
    log: (msg) => void logged.push(msg),
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  services = servicesFor();
  app = await appOn(services);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const search = (q: string, extra = '', who?: Registered, agent = 'phone-1') =>
  api(app).get(`/products?view=card&productSearch=${encodeURIComponent(q)}${extra}`, {
    token: who?.accessToken,
    headers: { 'user-agent': agent },
  });
const insights = (businessId: string, who?: Registered, days = '7') =>
  api(app).get(`/businesses/${businessId}/search-insights?days=${days}`, {
    token: who?.accessToken,
  });
const figures = async (businessId: string, who: Registered, days = '7') => {
  const res = await insights(businessId, who, days);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    leadingSearches: { query: string; searches: number; impressions: number; opens: number }[];
    demand: { query: string; searches: number; results: number }[];
  };
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('search insights', () => {
  it("counts a catalogue search's first page for the shops it showed once written, over the chosen days", async () => {
    const a = await openShop(ctx.app);
    const b = await openShop(ctx.app);
    const syrup = await addProduct(ctx.app, a.vendor, a.shop._id, { name: 'Zobo hibiscus syrup' });
    await addProduct(ctx.app, a.vendor, a.shop._id, { name: 'Zobo dried leaves' });
    await addProduct(ctx.app, b.vendor, b.shop._id, { name: 'Zobo drink bottle' });
    const ada = await registerUser(ctx.app);

    const first = await search('  ZOBO  ', '', ada);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.totalRecords).toBe(3);
    await search('zobo', '', undefined, 'phone-2');
    // Later pages, a shop's own product table and empty searches are not shoppers' searches.
    await search('zobo', '&page=2');
    await search('zobo', `&productBusinessId=${a.shop._id}`, a.vendor);
    await search('   ');

    // Nothing is written (or read) before the batch goes out.
    expect((await figures(a.shop._id, a.vendor)).leadingSearches).toEqual([]);
    expect(await services.searchInsights.flush()).toBe(true);
    expect((await figures(a.shop._id, a.vendor)).leadingSearches).toEqual([
      { query: 'zobo', searches: 2, impressions: 4, opens: 0 },
    ]);
    expect((await figures(b.shop._id, b.vendor)).leadingSearches).toEqual([
      { query: 'zobo', searches: 2, impressions: 2, opens: 0 },
    ]);

    // Earlier days add up within the period asked for: three days ago is in the last 7 days,
    // twelve days ago only in the last 30.
    const shown = [{ productId: syrup._id }];
    services.searchInsights.recordSearch(
      { query: 'Zobo', total: 3, shown, viewerKey: 'a' },
      daysAgo(3),
    );
    services.searchInsights.recordSearch(
      { query: 'zobo syrup', total: 1, shown, viewerKey: 'b' },
      daysAgo(12),
    );
    await services.searchInsights.flush();
    expect((await figures(a.shop._id, a.vendor)).leadingSearches).toEqual([
      { query: 'zobo', searches: 3, impressions: 5, opens: 0 },
    ]);
    expect((await figures(a.shop._id, a.vendor, '30')).leadingSearches).toEqual([
      { query: 'zobo', searches: 3, impressions: 5, opens: 0 },
      { query: 'zobo syrup', searches: 1, impressions: 1, opens: 0 },
    ]);
  });

  it("counts a product opened from a search's results once a day per shopper, for the search and its shop", async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const bag = await addProduct(ctx.app, vendor, shop._id, { name: 'Aso oke clutch bag' });
    await search('aso oke');
    const open = (body: object) => api(app).post(`/products/${bag._id}/views`, body);
    const visitor = crypto.randomUUID();
    expect((await open({ visitorId: visitor, search: 'Aso  Oke' })).json().data.counted).toBe(true);
    // The same shopper again, and a view that did not come from a search, add no open.
    await open({ visitorId: visitor, search: 'aso oke' });
    await open({ visitorId: crypto.randomUUID() });
    const long = await open({ visitorId: crypto.randomUUID(), search: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    await services.searchInsights.flush();
    expect((await figures(shop._id, vendor)).leadingSearches).toEqual([
      { query: 'aso oke', searches: 1, impressions: 1, opens: 1 },
    ]);
  });

  it('shows a business its figures to its owner only, and asks for 7, 30 or 90 days', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const other = await openShop(ctx.app);
    const forbidden = await insights(shop._id, other.vendor);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await insights(shop._id)).statusCode).toBe(401);
    expect((await insights(crypto.randomUUID(), vendor)).statusCode).toBe(404);
    for (const days of ['14', 'abc', '-7', '7.5']) {
      const bad = await insights(shop._id, vendor, days);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual({ days: 'Days must be 7, 30 or 90' });
    }
    const bare = await api(app).get(`/businesses/${shop._id}/search-insights`, {
      token: vendor.accessToken,
    });
    expect(bare.json().data).toEqual({ days: 7, leadingSearches: [], demand: [] });
    expect((await figures(shop._id, vendor, '90')).demand).toEqual([]);
  });

  it("offers as demand a query of the shop's categories that found little only once three people searched it", async () => {
    const categories = (await api(app).get('/categories')).json().data as { _id: string }[];
    const [drinks, other] = [categories[0]!._id, categories[1]!._id];
    const { vendor, shop } = await openShop(ctx.app);
    await addProduct(ctx.app, vendor, shop._id, { name: 'Kunu aya', categoryId: drinks });
    const rival = await openShop(ctx.app);
    const milk = await addProduct(ctx.app, rival.vendor, rival.shop._id, {
      name: 'Tigernut milk bottle',
      categoryId: drinks,
    });
    // Three searchers who set different bits of the sketch.
    const bit = searcherBitOf(ctx.config.jwtSecret);
    const keys: string[] = [];
    for (let i = 0; keys.length < 3; i++)
      if (!keys.some((k) => bit(k) === bit(`shopper ${i}`))) keys.push(`shopper ${i}`);
    const record = (query: string, viewerKey: string, at: Date, o: object = {}) =>
      services.searchInsights.recordSearch(
        { query, total: 0, shown: [], viewerKey, categoryIds: [drinks], ...o },
        at,
      );

    // One shopper, every day of the week and many times: never shown.
    for (let d = 0; d < 7; d++)
      for (let n = 0; n < 5; n++) record('tigernut milk', keys[0]!, daysAgo(d));
    // Two different shoppers: still not.
    record('tigernut milk', keys[1]!, daysAgo(2));
    // Found many products: not unmet, however many searched.
    for (const k of keys) record('juice', k, daysAgo(1), { total: 40 });
    // Another category's query is not this shop's demand.
    for (const k of keys) record('phone case', k, daysAgo(1), { categoryIds: [other] });
    await services.searchInsights.flush();
    expect((await figures(shop._id, vendor)).demand).toEqual([]);

    // The third shopper, on another day, finds one product (the rival's) on the page.
    services.searchInsights.recordSearch(
      { query: 'Tigernut  milk', total: 1, shown: [{ productId: milk._id }], viewerKey: keys[2]! },
      daysAgo(4),
    );
    await services.searchInsights.flush();
    const { demand } = await figures(shop._id, vendor);
    expect(demand).toEqual([{ query: 'tigernut milk', searches: 37, results: 0 }]);
    // The rival, whose product it showed, has it among its leading searches instead.
    const rivals = await figures(rival.shop._id, rival.vendor);
    expect(rivals.demand).toEqual([]);
    expect(rivals.leadingSearches).toEqual([
      { query: 'tigernut milk', searches: 1, impressions: 1, opens: 0 },
    ]);
    // A shop of the other category sees that category's query instead.
    const elsewhere = await openShop(ctx.app);
    await addProduct(ctx.app, elsewhere.vendor, elsewhere.shop._id, { categoryId: other });
    expect((await figures(elsewhere.shop._id, elsewhere.vendor)).demand).toEqual([
      { query: 'phone case', searches: 3, results: 0 },
    ]);
  });

  it('answers searches while the database refuses the counts, and writes them once it takes them again', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await addProduct(ctx.app, vendor, shop._id, { name: 'Ofada rice bag' });
    await ctx.db.execute(sql`ALTER TABLE search_query_days RENAME TO search_query_days_away`);
    try {
      const res = await search('ofada');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.totalRecords).toBe(1);
      expect(await services.searchInsights.flush()).toBe(false);
      expect(logged).toContain(
        'search insights: could not write search counts, trying again later',
      );
      // Counting itself never throws at a search, whatever it is handed.
      expect(() => services.searchInsights.recordSearch(null as never)).not.toThrow();
      expect((await search('ofada')).statusCode).toBe(200);
    } finally {
      await ctx.db.execute(sql`ALTER TABLE search_query_days_away RENAME TO search_query_days`);
    }
    expect(await services.searchInsights.flush()).toBe(true);
    expect((await figures(shop._id, vendor)).leadingSearches).toEqual([
      { query: 'ofada', searches: 2, impressions: 2, opens: 0 },
    ]);
  });

  it('drops counts the database has refused a dozen times in a row, so they hold back no later ones', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const pot = await addProduct(ctx.app, vendor, shop._id, { name: 'Clay soup pot' });
    const shown = [{ productId: pot._id }];
    await ctx.db.execute(sql`ALTER TABLE search_business_days RENAME TO search_business_days_away`);
    try {
      services.searchInsights.recordSearch({ query: 'clay pot', total: 1, shown, viewerKey: 'a' });
      for (let n = 0; n < 12; n++) expect(await services.searchInsights.flush()).toBe(false);
      expect(logged).toContain(
        'search insights: counts dropped, the database has refused them for long',
      );
    } finally {
      await ctx.db.execute(
        sql`ALTER TABLE search_business_days_away RENAME TO search_business_days`,
      );
    }
    services.searchInsights.recordSearch({ query: 'soup pot', total: 1, shown, viewerKey: 'a' });
    expect(await services.searchInsights.flush()).toBe(true);
    expect((await figures(shop._id, vendor)).leadingSearches).toEqual([
      { query: 'soup pot', searches: 1, impressions: 1, opens: 0 },
    ]);
  });

  it('writes what was counted when the app stops', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await addProduct(ctx.app, vendor, shop._id, { name: 'Suya spice jar' });
    const closing = await appOn(servicesFor());
    const res = await api(closing).get('/products?productSearch=suya');
    expect(res.statusCode).toBe(200);
    await closing.close();
    expect((await figures(shop._id, vendor)).leadingSearches).toEqual([
      { query: 'suya', searches: 1, impressions: 1, opens: 0 },
    ]);
  });
});
