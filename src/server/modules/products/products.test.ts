import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './products.schema.ts';
import {
  api,
  createBusiness,
  createTestContext,
  givePictures,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

let ctx: TestContext;
let vendor: Registered;
let rival: Registered;
let shopper: Registered;
let shop: { _id: string; handle: string };
let rivalShop: { _id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  [vendor, rival, shopper] = await Promise.all([
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  shop = await createBusiness(ctx.app, vendor, { state: 'Lagos' });
  rivalShop = await createBusiness(ctx.app, rival, { state: 'Kano' });
  await givePictures(ctx.db, vendor, PHOTOS);
});
afterAll(() => ctx.close());

const PHOTOS = ['/uploads/dress-1.webp', '/uploads/dress-2.webp'];
const product = (overrides: Record<string, unknown> = {}) => ({
  businessId: shop._id,
  name: 'Ankara wrap dress',
  description: 'Hand-sewn in Yaba from 100% cotton wax print.',
  photos: PHOTOS,
  unitPrice: 18500,
  compareAtPrice: 22000,
  quantity: 12,
  variants: [
    { name: 'Small', type: 'size', qty: 4 },
    { name: 'Large', type: 'size', qty: 8 },
  ],
  ...overrides,
});

async function addProduct(owner: Registered, overrides: Record<string, unknown> = {}) {
  await givePictures(ctx.db, owner, PHOTOS);
  const res = await api(ctx.app).post('/products', product(overrides), {
    token: owner.accessToken,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { _id: string; name: string };
}

describe('managing products', () => {
  it('adds a product with variants, prices in naira and the first photo as the cover', async () => {
    const res = await api(ctx.app).post('/products', product(), { token: vendor.accessToken });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Product added successfully');
    expect(res.json().data).toMatchObject({
      name: 'Ankara wrap dress',
      photo: '/uploads/dress-1.webp',
      unitPrice: 18500,
      compareAtPrice: 22000,
      quantity: 12,
      active: true,
      pin: false,
      business: { _id: shop._id, handle: shop.handle, state: 'Lagos' },
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, res.json().data._id));
    expect(row!.unitPriceKobo).toBe(1850000n);
  });

  it('gives field messages and writes nothing for bad input', async () => {
    const before = (await ctx.db.select().from(products)).length;
    const res = await api(ctx.app).post(
      '/products',
      product({
        name: '',
        unitPrice: 0,
        quantity: -1,
        variants: [{ name: '', type: 'size', qty: 1 }],
      }),
      { token: vendor.accessToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatchObject({
      name: 'Product name is required',
      unitPrice: 'Price must be more than zero',
      quantity: 'Quantity cannot be negative',
      'variants.0.name': 'Variant name is required',
    });
    const unknownTag = await api(ctx.app).post(
      '/products',
      product({ tagIds: ['01a1fffc-2654-7279-b3da-fcbdb5843f14'] }),
      { token: vendor.accessToken },
    );
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json().message).toEqual({ tagIds: 'One of these tags does not exist' });
    expect((await ctx.db.select().from(products)).length).toBe(before);
  });

  it("keeps another vendor's hands off: add, edit, toggle and delete are refused and nothing changes", async () => {
    const p = await addProduct(vendor);
    const [before] = await ctx.db.select().from(products).where(eq(products.id, p._id));
    const calls = [
      api(ctx.app).post('/products', product(), { token: rival.accessToken }),
      api(ctx.app).patch(`/products/${p._id}`, { unitPrice: 1 }, { token: rival.accessToken }),
      api(ctx.app).put(`/products/${p._id}/active`, undefined, { token: rival.accessToken }),
      api(ctx.app).put(`/products/${p._id}/pin`, undefined, { token: rival.accessToken }),
      api(ctx.app).delete(`/products/${p._id}`, { token: rival.accessToken }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    const [after] = await ctx.db.select().from(products).where(eq(products.id, p._id));
    expect(after).toEqual(before);
    expect((await api(ctx.app).patch(`/products/${p._id}`, { name: 'x y' })).statusCode).toBe(401);
  });

  it("cannot use another business's tags", async () => {
    const tag = await api(ctx.app).post(
      '/tags',
      { businessId: rivalShop._id, name: 'Kano leather' },
      { token: rival.accessToken },
    );
    const res = await api(ctx.app).post('/products', product({ tagIds: [tag.json().data._id] }), {
      token: vendor.accessToken,
    });
    expect(res.statusCode).toBe(400);
  });

  it('edits, pins, deactivates and deletes its own product', async () => {
    const p = await addProduct(vendor, { name: 'Adire scarf' });
    const edited = await api(ctx.app).patch(
      `/products/${p._id}`,
      { unitPrice: 7999.99, compareAtPrice: null },
      { token: vendor.accessToken },
    );
    expect(edited.json()).toMatchObject({
      message: 'Product updated successfully',
      data: { unitPrice: 7999.99, compareAtPrice: null },
    });
    const pinned = await api(ctx.app).put(`/products/${p._id}/pin`, undefined, {
      token: vendor.accessToken,
    });
    expect(pinned.json().data.pin).toBe(true);
    const listed = (await api(ctx.app).get(`/products?productBusinessId=${shop._id}`)).json().data;
    expect(listed.results[0]._id).toBe(p._id);
    expect(listed.perPageLimit).toBe(10);

    await api(ctx.app).put(
      `/products/${p._id}/active`,
      { value: false },
      { token: vendor.accessToken },
    );
    expect((await api(ctx.app).get(`/products/${p._id}`)).statusCode).toBe(404);
    expect(
      (await api(ctx.app).get(`/products/${p._id}`, { token: vendor.accessToken })).statusCode,
    ).toBe(200);
    const publicList = (await api(ctx.app).get(`/products?productBusinessId=${shop._id}`)).json()
      .data;
    expect(publicList.results.map((x: { _id: string }) => x._id)).not.toContain(p._id);
    const ownList = (
      await api(ctx.app).get(`/products?productBusinessId=${shop._id}&activeProduct=false`, {
        token: vendor.accessToken,
      })
    ).json().data;
    expect(ownList.results.map((x: { _id: string }) => x._id)).toEqual([p._id]);

    expect(
      (await api(ctx.app).delete(`/products/${p._id}`, { token: vendor.accessToken })).statusCode,
    ).toBe(200);
    expect(
      (await api(ctx.app).get(`/products/${p._id}`, { token: vendor.accessToken })).statusCode,
    ).toBe(404);
  });
});

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

  it('makes a constant number of queries per list request, whatever the page size', async () => {
    const owner = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, owner);
    for (let i = 0; i < 12; i++)
      await addProduct(owner, { businessId: store._id, name: `Beaded bag ${i}` });
    const counted = async (limit: number) => {
      let n = 0;
      const original = (ctx.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
        .$client;
      const query = original.query.bind(original);
      original.query = (...args: unknown[]) => {
        n += 1;
        return query(...args);
      };
      try {
        // A personal filter (own catalogue) skips the cache, so every call reaches the database.
        await api(ctx.app).get(`/products?productBusinessId=${store._id}&limit=${limit}`, {
          token: owner.accessToken,
        });
      } finally {
        original.query = query;
      }
      return n;
    };
    const small = await counted(2);
    const large = await counted(12);
    expect(large).toBe(small);
    expect(small).toBeGreaterThanOrEqual(2);
    expect(small).toBeLessThanOrEqual(4);
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

describe('pictures', () => {
  it('accepts only pictures uploaded to Oja', async () => {
    const res = await api(ctx.app).post(
      '/products',
      product({ photos: ['https://tracker.example.com/pixel.gif'] }),
      { token: vendor.accessToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ photos: 'Upload the picture to Oja first' });
    const sneaky = await api(ctx.app).patch(
      `/businesses/${shop._id}`,
      { logoUrl: '/uploads/../../etc/passwd' },
      { token: vendor.accessToken },
    );
    expect(sneaky.statusCode).toBe(400);
  });

  it("refuses a made-up upload path and another user's upload", async () => {
    const madeUp = await api(ctx.app).post(
      '/products',
      product({ photos: ['/uploads/never.webp'] }),
      {
        token: vendor.accessToken,
      },
    );
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toEqual({ photos: 'Upload the picture to Oja first' });
    // The shopper's new business cannot show the vendor's pictures.
    const shoppersShop = await createBusiness(ctx.app, shopper);
    const borrowed = await api(ctx.app).patch(
      `/businesses/${shoppersShop._id}`,
      { logoUrl: '/uploads/dress-1.webp' },
      { token: shopper.accessToken },
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toEqual({ logoUrl: 'Upload the picture to Oja first' });
    const own = await api(ctx.app).patch(
      `/businesses/${shop._id}`,
      { logoUrl: '/uploads/dress-1.webp', coverUrl: '/uploads/dress-2.webp' },
      { token: vendor.accessToken },
    );
    expect(own.statusCode).toBe(200);
  });
});
