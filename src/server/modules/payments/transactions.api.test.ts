import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.schema.ts';
import { addProduct, buyAndPay, newShopper, placeOrder } from '../../testing/shop.ts';
import { api, registerUser } from '../../testing/test-app.ts';
import { ctx, shop, stockOf, statusOf } from './payments.fixtures.ts';

describe('transactions', () => {
  it('lists and shows only your own, and cancels only an unpaid one of your own, keeping its rows', async () => {
    const shopper = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 5 });
    await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const unpaid = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 2 }]);
    expect(await stockOf(item._id)).toBe(2);

    const list = await api(ctx.app).get(
      `/transactions?transactionByUserId=${shopper.id}&transactionType=ORDER_PAYMENT`,
      { token: shopper.accessToken },
    );
    expect(list.json().data.totalRecords).toBe(2);
    const theirs = await api(ctx.app).get(`/transactions?transactionByUserId=${shopper.id}`, {
      token: stranger.accessToken,
    });
    expect(theirs.statusCode).toBe(404);
    const peek = await api(ctx.app).get(`/transactions/${unpaid.transaction._id}`, {
      token: stranger.accessToken,
    });
    expect(peek.statusCode).toBe(404);
    // Only the ISO dates the docs promise: not whatever `Date` makes of a word ("banana 7" is
    // 1 July 2001 to it), nor a day the calendar does not have.
    for (const range of [
      'yesterday,',
      'banana 7,',
      ',banana 7',
      '2026-02-30,',
      '1/7/2026,',
      '2026-01-01T25:00Z,',
    ]) {
      const badRange = await api(ctx.app).get(
        `/transactions?transactionDateRange=${encodeURIComponent(range)}`,
        { token: shopper.accessToken },
      );
      expect(badRange.statusCode, range).toBe(400);
      expect(badRange.json().message).toHaveProperty('transactionDateRange');
    }
    for (const range of [
      '2026-01-01,',
      ',2030-12-31',
      '2026-01-01T00:00:00Z,2030-12-31T23:59:59.999+01:00',
    ]) {
      const goodRange = await api(ctx.app).get(
        `/transactions?transactionDateRange=${encodeURIComponent(range)}`,
        { token: shopper.accessToken },
      );
      expect(goodRange.statusCode, range).toBe(200);
    }

    const notYours = await api(ctx.app).delete(`/transactions/${unpaid.transaction._id}`, {
      token: stranger.accessToken,
    });
    expect(notYours.statusCode).toBe(404);
    const paidOne = list
      .json()
      .data.results.find((t: { status: string }) => t.status === 'SUCCESS');
    const paidDelete = await api(ctx.app).delete(`/transactions/${paidOne._id}`, {
      token: shopper.accessToken,
    });
    expect(paidDelete.statusCode).toBe(409);
    const removed = await api(ctx.app).delete(`/transactions/${unpaid.transaction._id}`, {
      token: shopper.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(await stockOf(item._id)).toBe(4);
    // Nothing money touched is deleted: the checkout is kept as cancelled and listed nowhere.
    const kept = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.transactionId, unpaid.transaction._id));
    expect(kept).toHaveLength(1);
    expect(await statusOf(unpaid.transaction._id)).toBe('CANCELLED');
    const after = await api(ctx.app).get(`/transactions?transactionByUserId=${shopper.id}`, {
      token: shopper.accessToken,
    });
    expect(after.json().data.totalRecords).toBe(1);
    const abandoned = await api(ctx.app).get(`/orders?orderTransactionPaid=0`, {
      token: shopper.accessToken,
    });
    expect(abandoned.json().data.totalRecords).toBe(0);
    const again = await api(ctx.app).delete(`/transactions/${unpaid.transaction._id}`, {
      token: shopper.accessToken,
    });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(item._id)).toBe(4);
  });
});

describe('concurrency', () => {
  it('checkouts of the same products listed in opposite orders never deadlock', async () => {
    const a = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 100 });
    const b = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 100 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => registerUser(ctx.app)));
    const done = await Promise.all(
      buyers.map((buyer, i) =>
        buyAndPay(
          ctx.app,
          buyer,
          i % 2
            ? [
                { productId: a._id, count: 1 },
                { productId: b._id, count: 1 },
              ]
            : [
                { productId: b._id, count: 1 },
                { productId: a._id, count: 1 },
              ],
        ),
      ),
    );
    expect(done).toHaveLength(20);
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([80, 80]);
  });

  it('50 buyers at once for 10 units: exactly 10 paid orders, stock 0, never negative', async () => {
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, {
      name: 'Limited aso-oke',
      quantity: 10,
    });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => registerUser(ctx.app)));
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        try {
          return (await buyAndPay(ctx.app, buyer, [{ productId: item._id, count: 1 }])).length;
        } catch (err) {
          expect(String(err)).toMatch(/checkout failed: 409/);
          return 0;
        }
      }),
    );
    expect(outcomes.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await stockOf(item._id)).toBe(0);
    const paid = await api(ctx.app).get(
      `/orders?orderByBusinessId=${shop.shop._id}&orderByProductId=${item._id}&orderTransactionPaid=1`,
      { token: shop.vendor.accessToken },
    );
    expect(paid.json().data.totalRecords).toBe(10);
  });
});
