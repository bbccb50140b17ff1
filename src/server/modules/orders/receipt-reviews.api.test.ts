import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { ctx, move } from './orders.fixtures.ts';

describe('reviews', () => {
  it('only after receipt, once each, editable by their author; averages and counts', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const shopper = await newShopper(ctx.app);
    const second = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { quantity: 5 });
    const early = await api(ctx.app).post(
      '/reviews',
      { rating: 5, comment: 'Great', reviewProductId: item._id },
      { token: shopper.accessToken },
    );
    expect(early.statusCode).toBe(403);

    for (const buyer of [shopper, second]) {
      const [id] = await buyAndPay(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
      for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, id!, to);
      await move(buyer, id!, 'RECEIVED');
    }
    const added = await api(ctx.app).post(
      '/reviews',
      { rating: 5, comment: 'Beautiful fabric', reviewProductId: item._id, customerId: shopper.id },
      { token: shopper.accessToken },
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Review has been added');
    const again = await api(ctx.app).post(
      '/reviews',
      { rating: 1, reviewProductId: item._id },
      { token: shopper.accessToken },
    );
    expect(again.statusCode).toBe(409);
    await api(ctx.app).post(
      '/reviews',
      { rating: 4, comment: 'Good', reviewProductId: item._id },
      { token: second.accessToken },
    );
    const store = await api(ctx.app).post(
      '/reviews',
      { rating: 2, comment: 'Slow delivery', reviewBusinessId: shop._id },
      { token: second.accessToken },
    );
    expect(store.statusCode).toBe(201);
    const asSomeoneElse = await api(ctx.app).post(
      '/reviews',
      { rating: 5, reviewProductId: item._id, customerId: second.id },
      { token: shopper.accessToken },
    );
    expect(asSomeoneElse.statusCode).toBe(403);
    const invalid = await api(ctx.app).post(
      '/reviews',
      { rating: 6, reviewProductId: item._id, reviewBusinessId: shop._id },
      { token: second.accessToken },
    );
    expect(invalid.statusCode).toBe(400);

    const list = (await api(ctx.app).get(`/reviews?reviewProductId=${item._id}`)).json().data;
    expect(list.rating).toEqual({ average: 4.5, count: 2 });
    expect(list.results[0].customer.name).toBeTruthy();
    const forShop = (await api(ctx.app).get(`/reviews?reviewBusinessId=${shop._id}`)).json().data;
    expect(forShop.rating).toEqual({ average: 2, count: 1 });

    const id = added.json().data._id;
    const hijack = await api(ctx.app).patch(
      `/reviews/${id}`,
      { rating: 1 },
      { token: second.accessToken },
    );
    expect(hijack.statusCode).toBe(404);
    const outOfRange = await api(ctx.app).patch(
      `/reviews/${id}`,
      { rating: 9 },
      { token: shopper.accessToken },
    );
    expect(outOfRange.statusCode).toBe(400);
    const edited = await api(ctx.app).patch(
      `/reviews/${id}`,
      { rating: 3 },
      { token: shopper.accessToken },
    );
    expect(edited.json().data.rating).toBe(3);
    expect(
      (await api(ctx.app).get(`/reviews?reviewProductId=${item._id}`)).json().data.rating,
    ).toEqual({
      average: 3.5,
      count: 2,
    });
    expect((await api(ctx.app).get('/reviews')).statusCode).toBe(400);
  });
});
