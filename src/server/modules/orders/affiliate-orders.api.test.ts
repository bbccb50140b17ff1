import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, lagosAddress, newShopper, openShop } from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { ctx } from './orders.fixtures.ts';

type Listed = { _id: string; deliveryAddress: typeof lagosAddress };
const ids = (page: { results: Listed[] }) => page.results.map((o) => o._id).sort();
const list = async (who: Registered, query: string) => {
  const res = await api(ctx.app).get(`/orders?${query}`, { token: who.accessToken });
  expect(res.statusCode, query).toBe(200);
  return res.json().data as { results: Listed[]; totalRecords: number };
};

/** Two shops, each with a resellable product Funmi resells, and orders through her and not. */
async function resoldOrders() {
  const [first, second] = [await openShop(ctx.app), await openShop(ctx.app)];
  const resellable = { resaleAllowed: true, affiliateCommission: 10 };
  const a = await addProduct(ctx.app, first.vendor, first.shop._id, resellable);
  const b = await addProduct(ctx.app, second.vendor, second.shop._id, resellable);
  const [funmi, bayo, shopper, stranger] = await Promise.all([
    newShopper(ctx.app),
    newShopper(ctx.app),
    newShopper(ctx.app),
    newShopper(ctx.app),
  ]);
  for (const [who, product] of [
    [funmi, a],
    [funmi, b],
    [bayo, a],
  ] as const) {
    const res = await api(ctx.app).post(
      '/products/resell',
      { productId: product._id },
      { token: who.accessToken },
    );
    expect(res.statusCode).toBe(201);
  }
  const buy = (productId: string, resaleId?: string) =>
    buyAndPay(ctx.app, shopper, [{ productId, count: 1, ...(resaleId ? { resaleId } : {}) }]);
  const [firstByFunmi] = await buy(a._id, funmi.id);
  const [firstByBayo] = await buy(a._id, bayo.id);
  const [firstDirect] = await buy(a._id);
  const [secondByFunmi] = await buy(b._id, funmi.id);
  return {
    first,
    second,
    people: { funmi, bayo, shopper, stranger },
    orders: { firstByFunmi, firstByBayo, firstDirect, secondByFunmi } as Record<string, string>,
  };
}

describe('GET orders by affiliate', () => {
  it('gives a seller the orders an affiliate brought to their business, and only those', async () => {
    const { first, second, people, orders } = await resoldOrders();
    const byFunmi = `orderByAffiliateIds=${people.funmi.id}`;
    const mine = await list(first.vendor, `${byFunmi}&orderByBusinessId=${first.shop._id}`);
    expect(ids(mine)).toEqual([orders.firstByFunmi]);
    // Without naming the business: still only their own business's orders.
    expect(ids(await list(first.vendor, byFunmi))).toEqual([orders.firstByFunmi]);
    expect(ids(await list(second.vendor, byFunmi))).toEqual([orders.secondByFunmi]);
    // Another business named: nothing of it.
    expect(
      (await list(first.vendor, `${byFunmi}&orderByBusinessId=${second.shop._id}`)).totalRecords,
    ).toBe(0);
    // Several affiliates at once; the seller sees the buyer's address to deliver to.
    const both = await list(
      first.vendor,
      `orderByAffiliateIds=${people.funmi.id},${people.bayo.id}&orderTransactionPaid=1`,
    );
    expect(ids(both)).toEqual([orders.firstByFunmi, orders.firstByBayo].sort());
    expect(both.results[0]!.deliveryAddress.phone).toBe('+2348031234567');
  });

  it('gives an affiliate their own orders across businesses, without the buyer’s contact details', async () => {
    const { people, orders } = await resoldOrders();
    const own = await list(people.funmi, `orderByAffiliateIds=${people.funmi.id}`);
    expect(ids(own)).toEqual([orders.firstByFunmi, orders.secondByFunmi].sort());
    for (const order of own.results)
      expect(order.deliveryAddress).toMatchObject({
        recipientName: '',
        phone: '',
        street: '',
        city: lagosAddress.city,
        state: lagosAddress.state,
      });
    const one = await api(ctx.app).get(`/orders/${orders.firstByFunmi}`, {
      token: people.funmi.accessToken,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.deliveryAddress.phone).toBe('');
    // Not another affiliate's, nor the business's other orders.
    expect((await list(people.funmi, `orderByAffiliateIds=${people.bayo.id}`)).totalRecords).toBe(
      0,
    );
    expect(
      (
        await api(ctx.app).get(`/orders/${orders.firstByBayo}`, {
          token: people.funmi.accessToken,
        })
      ).statusCode,
    ).toBe(404);
    // The buyer still sees their own address in full.
    const bought = await api(ctx.app).get(`/orders/${orders.firstByFunmi}`, {
      token: people.shopper.accessToken,
    });
    expect(bought.json().data.deliveryAddress.phone).toBe('+2348031234567');
  });

  it('gives a stranger nothing of anyone else’s', async () => {
    const { people, orders, first } = await resoldOrders();
    const { stranger } = people;
    for (const query of [
      `orderByAffiliateIds=${people.funmi.id}`,
      `orderByAffiliateIds=${people.funmi.id},${people.bayo.id}`,
      `orderByAffiliateIds=${people.funmi.id}&orderByBusinessId=${first.shop._id}`,
      `orderByBusinessId=${first.shop._id}`,
      `orderByCustomerId=${people.shopper.id}`,
    ])
      expect((await list(stranger, query)).totalRecords, query).toBe(0);
    for (const id of Object.values(orders))
      expect(
        (await api(ctx.app).get(`/orders/${id}`, { token: stranger.accessToken })).statusCode,
      ).toBe(404);
    expect(
      (await api(ctx.app).get(`/orders?orderByAffiliateIds=${people.funmi.id}`)).statusCode,
    ).toBe(401);
    expect(
      (await api(ctx.app).get('/orders?orderByAffiliateIds=nope', { token: stranger.accessToken }))
        .statusCode,
    ).toBe(400);
  });
});
