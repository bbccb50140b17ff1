import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from './products.schema.ts';
import { api, createBusiness } from '../../testing/test-app.ts';
import {
  ctx,
  vendor,
  rival,
  shopper,
  shop,
  rivalShop,
  product,
  addProduct,
} from './products.fixtures.ts';

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
