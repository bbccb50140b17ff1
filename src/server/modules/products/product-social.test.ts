import { describe, expect, it } from 'vitest';
import { api, type Registered } from '../../testing/test-app.ts';
import { ctx, vendor, shopper, shop, addProduct } from './products.fixtures.ts';

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
      [
        '_id',
        'business',
        'compareAtPrice',
        'name',
        'photo',
        'quantity',
        'sale',
        'unitPrice',
      ].sort(),
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
