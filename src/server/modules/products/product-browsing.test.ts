import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { ctx, addProduct, PHOTOS, counting } from './products.fixtures.ts';

describe('browsing and search', () => {
  it('finds products by name, description or tag, with a typo, ranked best first', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { state: 'Enugu' });
    const tag = (
      await api(ctx.app).post(
        '/tags',
        { businessId: store._id, name: 'Palm wine' },
        { token: owner.accessToken },
      )
    ).json().data;
    const gourd = await addProduct(owner, {
      businessId: store._id,
      name: 'Calabash gourd',
      description: 'Carved by hand',
      tagIds: [tag._id],
    });
    const sandals = await addProduct(owner, {
      businessId: store._id,
      name: 'Leather sandals',
      description: 'Durable Aba leather',
    });
    const search = async (q: string, extra = '') =>
      (
        (await api(ctx.app).get(`/products?productSearch=${encodeURIComponent(q)}${extra}`)).json()
          .data.results as { _id: string }[]
      ).map((r) => r._id);
    expect((await search('calabsh'))[0]).toBe(gourd._id);
    expect(await search('palm wine')).toContain(gourd._id);
    expect((await search('aba leather'))[0]).toBe(sandals._id);
    expect(await search('sandals', '&productState=Enugu')).toEqual([sandals._id]);
    expect(await search('sandals', '&productState=Lagos')).toEqual([]);
    expect(await search('sandals', `&productTagIds=${tag._id}`)).toEqual([]);
    expect(await search('', `&productTagId=${tag._id}`)).toEqual([gourd._id]);
    expect(await search('', `&productIds=${sandals._id},${gourd._id}&productQuantity=13`)).toEqual(
      [],
    );
  });

  it('tolerates one typo in words of five letters or more, and none in shorter words', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { state: 'Edo' });
    const head = await addProduct(owner, {
      businessId: store._id,
      name: 'Bronze head sculpture',
      description: 'Cast by the guild on Igun Street',
    });
    const mask = await addProduct(owner, {
      businessId: store._id,
      name: 'Carved wooden mask',
      description: 'Hand carved',
    });
    const pillow = await addProduct(owner, {
      businessId: store._id,
      name: 'Ankara throw pillow',
      description: 'Cotton wax print cover',
    });
    const search = async (q: string) =>
      (
        (
          await api(ctx.app).get(
            `/products?productBusinessId=${store._id}&productSearch=${encodeURIComponent(q)}`,
          )
        ).json().data.results as { _id: string }[]
      ).map((r) => r._id);
    expect(await search('bronez')).toEqual([head._id]); // swapped letters
    expect(await search('Bronez head')).toEqual([head._id]);
    expect(await search('ankraa')).toEqual([pillow._id]); // swapped letters
    expect(await search('ankra pilow')).toEqual([pillow._id]); // a letter left out in each
    expect(await search('sculptuer')).toEqual([head._id]);
    expect(await search('wooden')).toEqual([mask._id]);
    expect(await search('woodden')).toEqual([mask._id]); // a letter too many
    expect(await search('mask')).toEqual([mask._id]);
    expect(await search('mazk')).toEqual([]); // four letters: no typo allowed
    expect(await search('msak')).toEqual([]);
    expect(await search('brnoez')).toEqual([]); // two typos
    expect(await search('carv')).toEqual([mask._id]); // still being typed
  });

  it('finds a word added after the first search, with a typo', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const url = (q: string) => `/products?productBusinessId=${store._id}&productSearch=${q}`;
    expect((await api(ctx.app).get(url('gourd'))).json().data.results).toEqual([]);
    const p = await addProduct(owner, { businessId: store._id, name: 'Moringa leaf powder' });
    const found = (await api(ctx.app).get(url('moirnga'))).json().data.results;
    expect(found.map((r: { _id: string }) => r._id)).toEqual([p._id]);
  });

  it('rejects malformed filters with a clear message', async () => {
    const res = await api(ctx.app).get('/products?productIds=abc&limit=500');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['limit', 'productIds.0']);
  });

  it('answers the card view with the same products, each with only what a card shows', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner, { state: 'Oyo' });
    const first = await addProduct(owner, { businessId: store._id, name: 'Aso oke cap' });
    const second = await addProduct(owner, {
      businessId: store._id,
      name: 'Adire indigo kaftan',
      quantity: 0,
      variants: [],
    });
    const list = async (query: string) => {
      const res = await api(ctx.app).get(`/products?productBusinessId=${store._id}${query}`);
      expect(res.statusCode).toBe(200);
      return res;
    };
    const full = (await list('')).json().data;
    const cardRes = await list('&view=card');
    const cards = cardRes.json().data;

    expect(cards.results.map((p: { _id: string }) => p._id)).toEqual([second._id, first._id]);
    expect(cards.totalRecords).toBe(full.totalRecords);
    expect(cards.results[0]).toEqual({
      _id: second._id,
      name: 'Adire indigo kaftan',
      photo: PHOTOS[0],
      unitPrice: 18500,
      compareAtPrice: 22000,
      sale: null,
      quantity: 0,
      business: { name: full.results[0].business.name, state: 'Oyo', isVerified: false },
    });
    // The same page in full, asked again, is still whole: each view is kept apart.
    expect((await list('')).json().data.results[0].description).toBe(
      'Hand-sewn in Yaba from 100% cotton wax print.',
    );
    expect(cardRes.body.length).toBeLessThan(JSON.stringify(full).length / 2);

    const bad = await api(ctx.app).get('/products?view=tiny');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(['view']);
  });

  it('makes a constant number of queries per list request, whatever the page size', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    for (let i = 0; i < 12; i++)
      await addProduct(owner, { businessId: store._id, name: `Beaded bag ${i}` });
    // A personal filter (own catalogue) skips the cache, so every call reaches the database.
    const counted = async (limit: number) =>
      (
        await counting(() =>
          api(ctx.app).get(`/products?productBusinessId=${store._id}&limit=${limit}`, {
            token: owner.accessToken,
          }),
        )
      ).n;
    const small = await counted(2);
    const large = await counted(12);
    expect(large).toBe(small);
    expect(small).toBeGreaterThanOrEqual(2);
    expect(small).toBeLessThanOrEqual(4);
  });

  it('counts a public filter once for all its pages, and again after a product changes', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    for (let i = 0; i < 5; i++)
      await addProduct(owner, { businessId: store._id, name: `Raffia fan ${i}` });
    const counted = async (url: string) => {
      const { n, result } = await counting(() => api(ctx.app).get(url));
      return { n, data: result.json().data as { totalRecords: number; results: unknown[] } };
    };
    const base = `/products?productBusinessId=${store._id}&limit=2`;
    const first = await counted(`${base}&page=1`);
    const second = await counted(`${base}&page=2`);
    expect(first.data.totalRecords).toBe(5);
    expect(second.data.totalRecords).toBe(5);
    expect(second.data.results).toHaveLength(2);
    expect(second.n).toBe(first.n - 1);

    await addProduct(owner, { businessId: store._id, name: 'Raffia fan 5' });
    const after = await counted(`${base}&page=3`);
    expect(after.data.totalRecords).toBe(6);
    expect(after.n).toBe(first.n);
  });
});
