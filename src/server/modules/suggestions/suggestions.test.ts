import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  givePictures,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';

// The indexes are read afresh for every request here, so what a test arranges shows at once.
let ctx: TestContext;
let vendor: Registered;
let shop: { _id: string; name: string; handle: string };
const PHOTOS = ['/uploads/phone-1.webp'];

beforeAll(async () => {
  ctx = await createTestContext((c) => ({ ...c, search: { suggestionsRefreshMs: 0 } }));
  vendor = await registerUser(ctx.app);
  await givePictures(ctx.db, vendor, PHOTOS);
  shop = await createBusiness(ctx.app, vendor, {
    name: 'Ikeja Gadget Hub',
    handle: 'ikeja-gadget-hub',
  });
});
afterAll(() => ctx.close());

type Answer = {
  products: { _id: string; name: string; unitPrice: number; photo: string | null }[];
  businesses: { _id: string; name: string; handle: string }[];
  creators: { _id: string; name: string; handle: string }[];
  categories: { name: string; slug: string }[];
};
const suggest = async (q: string) => {
  const res = await api(ctx.app).get(`/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json().data as Answer;
};
const names = (list: { name: string }[]) => list.map((x) => x.name);

async function addProduct(businessId: string, name: string, likes = 0) {
  const res = await api(ctx.app).post(
    '/products',
    { businessId, name, photos: PHOTOS, unitPrice: 180000, quantity: 3 },
    { token: vendor.accessToken },
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  const { _id } = res.json().data as { _id: string };
  await ctx.db.execute(sql`UPDATE products SET like_count = ${likes} WHERE id = ${_id}`);
  return _id;
}

describe('suggestions as a shopper types', () => {
  it('finds products, stores, creators and categories by the start of their words', async () => {
    const android = await addProduct(shop._id, 'Android smartphone', 3);
    await addProduct(shop._id, 'Refurbished smartphone', 1);
    const creator = await registerUser(ctx.app, { firstName: 'Smaranda', lastName: 'Ọkafọ' });
    await ctx.db.execute(sql`UPDATE users SET has_post = true WHERE id = ${creator.id}`);
    const notCreator = await registerUser(ctx.app, { firstName: 'Smart', lastName: 'Shopper' });

    const sma = await suggest('sma');
    expect(names(sma.products)).toEqual(['Android smartphone', 'Refurbished smartphone']);
    expect(sma.products[0]).toEqual({
      _id: android,
      name: 'Android smartphone',
      unitPrice: 180000,
      photo: PHOTOS[0],
      businessName: 'Ikeja Gadget Hub',
      businessHandle: 'ikeja-gadget-hub',
    });
    expect(sma.creators.map((c) => c.handle)).toEqual([creator.input.handle]);
    expect(sma.creators.map((c) => c._id)).not.toContain(notCreator.id);

    // Every word is the start of a word; case and accents do not matter.
    expect((await suggest('IKEJA gad')).businesses).toEqual([
      { _id: shop._id, name: 'Ikeja Gadget Hub', handle: 'ikeja-gadget-hub', logo: null },
    ]);
    expect(names((await suggest('smaranda okafo')).creators)).toEqual(['Smaranda Ọkafọ']);
    expect(names((await suggest('andr sma')).products)).toEqual(['Android smartphone']);
    expect(names((await suggest('martphone')).products)).toEqual([]);
    expect((await suggest('fash')).categories).toEqual([
      expect.objectContaining({ name: 'Fashion & Clothing', slug: 'fashion-clothing' }),
    ]);
    expect(await suggest('zzqx')).toEqual({
      products: [],
      businesses: [],
      creators: [],
      categories: [],
    });
  });

  it('never shows an inactive product or anything of an inactive store', async () => {
    const other = await registerUser(ctx.app);
    await givePictures(ctx.db, other, PHOTOS);
    const closed = await createBusiness(ctx.app, other, { name: 'Quokka Closed Store' });
    const res = await api(ctx.app).post(
      '/products',
      { businessId: closed._id, name: 'Quokka lamp', photos: PHOTOS, unitPrice: 5000, quantity: 1 },
      { token: other.accessToken },
    );
    expect(res.statusCode).toBe(201);
    const hidden = await addProduct(shop._id, 'Quokka plush toy');
    expect(names((await suggest('quok')).products)).toEqual(['Quokka lamp', 'Quokka plush toy']);

    const off = { value: false };
    expect(
      (await api(ctx.app).put(`/products/${hidden}/active`, off, { token: vendor.accessToken }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await api(ctx.app).put(`/businesses/${closed._id}/active`, off, {
          token: other.accessToken,
        })
      ).statusCode,
    ).toBe(200);
    const after = await suggest('quokka');
    expect(after.products).toEqual([]);
    expect(after.businesses).toEqual([]);
  });

  it('puts the most popular first, then by name, and caps each kind', async () => {
    for (const [name, likes] of [
      ['Zebra mug', 0],
      ['Zebra blanket', 0],
      ['Zebra print scarf', 9],
      ['Zebra tote', 4],
      ['Zebra cushion', 4],
      ['Zebra notebook', 1],
    ] as const)
      await addProduct(shop._id, name, likes);
    const owners = await Promise.all([1, 2, 3, 4].map(() => registerUser(ctx.app)));
    const stores = await Promise.all(
      owners.map((o, i) => createBusiness(ctx.app, o, { name: `Zebra Store ${'ABCD'[i]}` })),
    );
    await ctx.db.execute(
      sql`UPDATE businesses SET follower_count = 7 WHERE id = ${stores[2]!._id}`,
    );

    const zeb = await suggest('zeb');
    expect(names(zeb.products)).toEqual([
      'Zebra print scarf',
      'Zebra cushion',
      'Zebra tote',
      'Zebra notebook',
      'Zebra blanket',
    ]);
    expect(names(zeb.businesses)).toEqual(['Zebra Store C', 'Zebra Store A', 'Zebra Store B']);
  });

  it('orders creators by followers', async () => {
    const [a, b, fan] = await Promise.all([
      registerUser(ctx.app, { firstName: 'Yetunde', lastName: 'Ade' }),
      registerUser(ctx.app, { firstName: 'Yetunde', lastName: 'Bello' }),
      registerUser(ctx.app),
    ]);
    await ctx.db.execute(sql`UPDATE users SET has_post = true WHERE id IN (${a.id}, ${b.id})`);
    await ctx.db.execute(
      sql`INSERT INTO user_follows (follower_id, followee_id) VALUES (${fan.id}, ${b.id})`,
    );
    expect(names((await suggest('yet')).creators)).toEqual(['Yetunde Bello', 'Yetunde Ade']);
  });

  it('answers 400 for an empty or too long text, with a cache header otherwise', async () => {
    for (const q of ['', '%20%20', 'a'.repeat(61)]) {
      const res = await api(ctx.app).get(`/suggestions?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await api(ctx.app).get('/suggestions')).statusCode).toBe(400);
    const res = await api(ctx.app).get(`/suggestions?q=${'a'.repeat(60)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
