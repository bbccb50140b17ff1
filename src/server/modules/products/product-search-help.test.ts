import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { addProduct, ctx } from './products.fixtures.ts';

const get = async (path: string) => {
  const res = await api(ctx.app).get(path);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

describe('facets and ways on from an empty search', () => {
  it('counts a search’s matches by category, state, price band, stock and stars', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { state: 'Plateau' });
    const shared = { businessId: store._id, variants: [] };
    await addProduct(owner, { ...shared, name: 'Acha grain sack', unitPrice: 4000 });
    await addProduct(owner, { ...shared, name: 'Acha flour pack', unitPrice: 12000 });
    await addProduct(owner, {
      ...shared,
      name: 'Acha pudding mix',
      unitPrice: 60000,
      quantity: 0,
    });
    const facets = await get('/products/facets?productSearch=acha&productState=Lagos');
    // The narrowing filters do not narrow their own counts.
    expect(facets.total).toBe(3);
    expect(facets.states).toEqual([{ state: 'Plateau', count: 3 }]);
    expect(facets.prices.map((b: { count: number }) => b.count)).toEqual([1, 1, 0, 1, 0]);
    expect(facets.prices[4]).toEqual({ min: 150000, max: null, count: 0 });
    expect(facets.inStock).toBe(2);
    expect(facets.ratedFourUp).toBe(0);

    const names = async (extra: string) =>
      ((await get(`/products?productSearch=acha${extra}`)).results as { name: string }[])
        .map((p) => p.name)
        .sort();
    expect(await names('&productMinPrice=5000&productMaxPrice=60000')).toEqual([
      'Acha flour pack',
      'Acha pudding mix',
    ]);
    expect(await names('&productInStock=true&productMaxPrice=10000')).toEqual(['Acha grain sack']);
    expect(await names('&productMinRating=4')).toEqual([]);
  });

  it('respells, counts what the filters hid, and offers what sells in the likely category', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { state: 'Kwara' });
    await addProduct(owner, {
      businessId: store._id,
      name: 'Ilorin pottery vase',
      description: 'Thrown on the wheel',
      variants: [],
    });
    const help = await get('/products/search-help?productSearch=potery%20vase&productState=Kano');
    expect(help.didYouMean).toBe('pottery vase');
    // The words as typed find the vase too (one typo is forgiven), outside Kano.
    expect(help.withoutFilters).toBe(1);
    expect(help.popular.products.map((p: { name: string }) => p.name)).toContain(
      'Ilorin pottery vase',
    );

    // A word that ends the catalogue's words ("phone" of "smartphone") finds them as typed:
    // a name word one letter away is not offered instead.
    for (const name of ['Ilorin megaphonix', 'Ilorin phonax'])
      await addProduct(owner, { businessId: store._id, name, variants: [] });
    const partOf = await get('/products/search-help?productSearch=phonix&productState=Kano');
    expect(partOf.didYouMean).toBeNull();
    expect(partOf.withoutFilters).toBeGreaterThan(0);

    const none = await get('/products/search-help?productSearch=zzqxv');
    expect(none).toMatchObject({ didYouMean: null, withoutFilters: 0 });
    expect(none.popular.products.length).toBeGreaterThan(0);
  });

  it('refuses bad filters with a clear message', async () => {
    for (const query of ['productMinPrice=-1', 'productMinRating=6', 'productInStock=maybe']) {
      const res = await api(ctx.app).get(`/products/search-help?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});
