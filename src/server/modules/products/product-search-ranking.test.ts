import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { refreshSearchSignals } from './product-signals.repo.ts';
import { addProduct, counting, ctx } from './products.fixtures.ts';

const search = async (q: string, extra = '') =>
  (
    (await api(ctx.app).get(`/products?productSearch=${encodeURIComponent(q)}${extra}`)).json().data
      .results as { _id: string; name: string }[]
  ).map((r) => r.name);

/** Page views of a product on each of the last few days, as analytics records them. */
async function viewed(productId: string, businessId: string, perDay: number[]) {
  for (const [ago, views] of perDay.entries()) {
    await ctx.db
      .execute(sql`INSERT INTO analytics_product_views (business_id, product_id, day, views)
      VALUES (${businessId}, ${productId}, current_date - ${ago}::int, ${views})`);
  }
}

describe('search ranking (decision 053)', () => {
  it('ranks a name above a description, the looked-at above the unseen, and sinks what is sold out', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { state: 'Ogun' });
    const seen = await addProduct(owner, {
      businessId: store._id,
      name: 'Kente stole plain',
      description: 'Woven in Bonwire',
      variants: [],
    });
    await addProduct(owner, {
      businessId: store._id,
      name: 'Kente stole gold',
      description: 'Woven in Bonwire',
      variants: [],
    });
    await addProduct(owner, {
      businessId: store._id,
      name: 'Kente stole red',
      description: 'Woven in Bonwire',
      quantity: 0,
      variants: [],
    });
    const mention = await addProduct(owner, {
      businessId: store._id,
      name: 'Silk head tie',
      description: 'Goes with any kente stole',
      variants: [],
    });
    await viewed(seen._id, store._id, [40, 30, 25]);
    await viewed(mention._id, store._id, [400, 300, 250]);
    expect(await refreshSearchSignals(ctx.db)).toBeGreaterThanOrEqual(4);

    // Views lift a product among equal matches (the newer first otherwise), never past a better one.
    expect(await search('kente stole')).toEqual([
      'Kente stole plain',
      'Kente stole gold',
      'Kente stole red',
      'Silk head tie',
    ]);
  });

  it('raises shops in the shopper’s state, and searches in one statement', async () => {
    const [north, south] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const kano = await createBusiness(ctx.app, north, { state: 'Kano' });
    const lagos = await createBusiness(ctx.app, south, { state: 'Lagos' });
    await addProduct(north, { businessId: kano._id, name: 'Fura calabash bowl', variants: [] });
    await addProduct(south, { businessId: lagos._id, name: 'Fura calabash bowl', variants: [] });
    const first = async (near: string) => {
      const res = await api(ctx.app).get(
        `/products?productSearch=fura%20calabash&productNear=${near}`,
      );
      return res.json().data.results[0].business.state as string;
    };
    expect(await first('Kano')).toBe('Kano');
    expect(await first('Lagos')).toBe('Lagos');

    const { n } = await counting(() => search('fura bowl', '&productNear=Abia'));
    expect(n).toBe(1);
  });

  it('refuses a shopper’s state that is not a short text', async () => {
    const res = await api(ctx.app).get(
      `/products?productSearch=fura&productNear=${'x'.repeat(81)}`,
    );
    expect(res.statusCode).toBe(400);
  });
});
