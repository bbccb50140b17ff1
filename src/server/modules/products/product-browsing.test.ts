import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser, type Registered } from '../../testing/test-app.ts';
import { Vocabulary, typoTolerantQuery } from '../../search/typos.ts';
import { LIST_WINDOW, SEARCH_WINDOW } from '#shared/constants.ts';
import { listProducts } from './product-listing.repo.ts';
import { ctx, vendor, shopper, shop, addProduct, PHOTOS } from './products.fixtures.ts';

/** What `work` gives, and how many queries it sent to the database meanwhile. */
async function counting<T>(work: () => Promise<T>): Promise<{ n: number; result: T }> {
  const client = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  let n = 0;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    n += 1;
    return query(...args);
  };
  try {
    const result = await work();
    return { n, result };
  } finally {
    client.query = query;
  }
}

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

describe('likes and resale', () => {
  it('likes idempotently, lists my likes and shows them on users/me', async () => {
    const p = await addProduct(vendor, { name: 'Shea butter tub' });
    await Promise.all(
      [1, 2, 3].map(() =>
        api(ctx.app).post(`/products/${p._id}/like`, undefined, { token: shopper.accessToken }),
      ),
    );
    expect((await api(ctx.app).get(`/products/${p._id}`)).json().data.likes).toBe(1);
    const mine = (
      await api(ctx.app).get(`/products/users/${shopper.id}/likes`, { token: shopper.accessToken })
    ).json().data;
    expect(mine.results.map((x: { _id: string }) => x._id)).toContain(p._id);
    expect(
      (await api(ctx.app).get(`/products/users/${shopper.id}/likes`, { token: vendor.accessToken }))
        .statusCode,
    ).toBe(403);
    const me = (await api(ctx.app).get('/users/me', { token: shopper.accessToken })).json().data;
    expect(me.likes).toContain(p._id);
    await api(ctx.app).post(`/products/${p._id}/unlike`, undefined, { token: shopper.accessToken });
    await api(ctx.app).post(`/products/${p._id}/unlike`, undefined, { token: shopper.accessToken });
    expect((await api(ctx.app).get(`/products/${p._id}`)).json().data.likes).toBe(0);
    const popular = await api(ctx.app).get('/products/populars');
    expect(popular.statusCode).toBe(200);
    // The home page's shop window asks for cards: the same products, with only what a card shows.
    const whole = popular.json().data as { _id: string; name: string; description: string }[];
    const cards = (await api(ctx.app).get('/products/populars?view=card')).json().data;
    expect(cards.map((c: { _id: string }) => c._id)).toEqual(whole.map((p) => p._id));
    expect(Object.keys(cards[0]).sort()).toEqual(
      ['_id', 'business', 'compareAtPrice', 'name', 'photo', 'quantity', 'unitPrice'].sort(),
    );
    expect(whole[0]!.description).toEqual(expect.any(String));
    expect((await api(ctx.app).get('/products/populars?view=tiny')).statusCode).toBe(400);
  });

  it('lets an affiliate resell an allowed product once, and lists it under their id', async () => {
    const allowed = await addProduct(vendor, {
      name: 'Aso-oke gele',
      resaleAllowed: true,
      affiliateCommission: 10,
    });
    const closed = await addProduct(vendor, { name: 'Coral beads' });
    const res = await api(ctx.app).post(
      '/products/resell',
      { productId: allowed._id },
      { token: shopper.accessToken },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Product added to your resale list successfully');
    const resell = (productId: string, who: Registered) =>
      api(ctx.app).post('/products/resell', { productId }, { token: who.accessToken });
    expect((await resell(allowed._id, shopper)).statusCode).toBe(409);
    expect((await resell(closed._id, shopper)).statusCode).toBe(409);
    expect((await resell(allowed._id, vendor)).statusCode).toBe(409);
    const listed = (await api(ctx.app).get(`/products?productAffiliateIds=${shopper.id}`)).json()
      .data;
    expect(listed.results.map((x: { _id: string }) => x._id)).toEqual([allowed._id]);
    expect(listed.perPageLimit).toBe(15);
    const resellable = (
      await api(ctx.app).get(`/products?productIsAffiliate=true&productBusinessId=${shop._id}`)
    ).json().data;
    expect(resellable.results.every((x: { resaleAllowed: boolean }) => x.resaleAllowed)).toBe(true);
  });
});

describe('category filter', () => {
  it('ranks, pages and counts at most the search window of matches, the first in list order', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const add = (name: string) =>
      addProduct(owner, { businessId: store._id, name, description: 'Woven in Bonwire' });
    // The best match is the oldest, so a window of the three newest leaves it out.
    const best = await add('Kente kente kente stole');
    const older = await add('Kente stole');
    const newer = await add('Kente cloth');
    const newest = await add('Kente scarf');
    const search = typoTolerantQuery('kente', new Vocabulary())!;
    const list = (window: number, offset: number) =>
      listProducts(
        ctx.db,
        { businessId: store._id, search },
        { limit: 2, offset },
        {
          windows: {
            search: window,
            list: LIST_WINDOW,
          },
        },
      );
    const ids = (r: { results: { _id: string }[] }) => r.results.map((p) => p._id);

    const wide = [await list(10, 0), await list(10, 2)];
    expect(wide.map((r) => r.total)).toEqual([4, 4]);
    expect(ids(wide[0]!)[0]).toBe(best._id);
    expect(new Set([...ids(wide[0]!), ...ids(wide[1]!)]).size).toBe(4);

    const narrow = [await list(3, 0), await list(3, 2)];
    expect(narrow.map((r) => r.total)).toEqual([3, 3]);
    expect([...ids(narrow[0]!), ...ids(narrow[1]!)].sort()).toEqual(
      [older._id, newer._id, newest._id].sort(),
    );
    expect(SEARCH_WINDOW).toBeGreaterThanOrEqual(1_000);
  });

  it('ranks and counts a search in one query, and counts again only past its last match', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    for (let i = 0; i < 3; i++)
      await addProduct(owner, { businessId: store._id, name: `Adire ${i}` });
    const search = typoTolerantQuery('adire', new Vocabulary())!;
    const searched = async (offset: number) => {
      const { n, result } = await counting(() =>
        listProducts(ctx.db, { businessId: store._id, search }, { limit: 2, offset }),
      );
      return { n, total: result.total, shown: result.results.length };
    };
    expect(await searched(0)).toEqual({ n: 1, total: 3, shown: 2 });
    expect(await searched(2)).toEqual({ n: 1, total: 3, shown: 1 });
    expect(await searched(4)).toEqual({ n: 2, total: 3, shown: 0 });
    const none = typoTolerantQuery('zzzqx', new Vocabulary())!;
    const missing = await listProducts(
      ctx.db,
      { businessId: store._id, search: none },
      { limit: 2, offset: 0 },
    );
    expect(missing).toEqual({ results: [], total: 0 });
  });

  it('pages a plain list pinned first, then newest, without gaps or repeats', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await addProduct(owner, { businessId: store._id, name: `Aso oke ${i}` }))._id);
    const pinned = made[1]!;
    const pin = await api(ctx.app).put(`/products/${pinned}/pin`, undefined, {
      token: owner.accessToken,
    });
    expect(pin.statusCode).toBe(200);
    const page = async (n: number) =>
      (
        (
          await api(ctx.app).get(`/products?productBusinessId=${store._id}&limit=2&page=${n}`)
        ).json().data.results as { _id: string }[]
      ).map((r) => r._id);
    const listed = [...(await page(1)), ...(await page(2)), ...(await page(3))];
    expect(listed).toEqual([pinned, ...made.filter((id) => id !== pinned).reverse()]);

    // A list stops at its window: three of the five, the third page empty.
    const capped = (offset: number) =>
      listProducts(
        ctx.db,
        { businessId: store._id },
        { limit: 2, offset },
        {
          windows: {
            search: SEARCH_WINDOW,
            list: 3,
          },
        },
      );
    const pages = [await capped(0), await capped(2), await capped(4)];
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.results.map((r) => r._id))).toEqual(listed.slice(0, 3));
    expect(LIST_WINDOW).toBeGreaterThanOrEqual(10_000);
  });

  it('narrows products to the chosen categories', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    const categories = (await api(ctx.app).get('/categories')).json().data as {
      _id: string;
      slug: string;
    }[];
    const food = categories.find((c) => c.slug === 'food-groceries')!._id;
    const books = categories.find((c) => c.slug === 'books-stationery')!._id;
    const rice = await addProduct(owner, {
      businessId: store._id,
      name: 'Abakaliki rice',
      categoryId: food,
    });
    await addProduct(owner, {
      businessId: store._id,
      name: 'Things Fall Apart',
      categoryId: books,
    });
    const res = (
      await api(ctx.app).get(`/products?productBusinessId=${store._id}&productCategoryIds=${food}`)
    ).json().data;
    expect(res.results.map((r: { _id: string }) => r._id)).toEqual([rice._id]);
  });
});
