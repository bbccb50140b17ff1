import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop, placeOrder } from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { useTestWorld, type TestWorld } from '../../testing/test-world.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { affiliateClicks } from './affiliates.schema.ts';

let ctx: TestWorld['ctx'];
let services: TestWorld['services'];
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const move = (who: Registered, orderId: string, status: string) =>
  api(ctx.app).put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
const resell = (who: Registered, productId: string) =>
  api(ctx.app).post('/products/resell', { productId }, { token: who.accessToken });
const affiliatesOf = (who: Registered, businessId: string, query = '') =>
  api(ctx.app).get(`/businesses/${businessId}/affiliates${query}`, { token: who.accessToken });
const count = async (query: ReturnType<typeof sql>) =>
  Number((await ctx.db.execute<{ n: string }>(query)).rows[0]!.n);

async function receive(vendor: Registered, shopper: Registered, orderId: string) {
  for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
    expect((await move(vendor, orderId, to)).statusCode).toBe(200);
  expect((await move(shopper, orderId, 'RECEIVED')).statusCode).toBe(200);
}

/**
 * A shop with two resellable products (10 % and 12.5 %) and one that is not, two affiliates
 * (Funmi resells both, Bayo one) and orders through the checkout: received, still pending,
 * rejected and never paid. Funmi also resells another shop's product.
 */
async function shopWithAffiliates() {
  const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1500 });
  const gele = await addProduct(ctx.app, vendor, shop._id, {
    name: 'Aso-oke gele',
    unitPrice: 10_000,
    resaleAllowed: true,
    affiliateCommission: 10,
  });
  const beads = await addProduct(ctx.app, vendor, shop._id, {
    name: 'Coral beads',
    unitPrice: 7_333.33,
    resaleAllowed: true,
    affiliateCommission: 12.5,
  });
  const plain = await addProduct(ctx.app, vendor, shop._id, { name: 'Plain wrapper' });
  const other = await openShop(ctx.app, { deliveryFee: 0 });
  const elsewhere = await addProduct(ctx.app, other.vendor, other.shop._id, {
    name: 'Leather pouf',
    unitPrice: 30_000,
    resaleAllowed: true,
    affiliateCommission: 5,
  });
  const [funmi, bayo, ada, chidi] = await Promise.all([
    newShopper(ctx.app),
    newShopper(ctx.app),
    newShopper(ctx.app),
    newShopper(ctx.app),
  ]);
  for (const [who, product] of [
    [funmi, gele],
    [funmi, beads],
    [funmi, elsewhere],
    [bayo, gele],
  ] as const)
    expect((await resell(who, product._id)).statusCode).toBe(201);

  // Received: two gele through Funmi (₦20,000, ₦2,000 commission) and a wrapper of no one's.
  const [received] = await buyAndPay(ctx.app, ada, [
    { productId: gele._id, count: 2, resaleId: funmi.id },
    { productId: plain._id, count: 1 },
  ]);
  await receive(vendor, ada, received!);
  // Paid, on its way: beads through Funmi (₦7,333.33; 12.5 % is ₦916.66625, ₦916.66 fixed).
  const [pending] = await buyAndPay(ctx.app, chidi, [
    { productId: beads._id, count: 1, resaleId: funmi.id },
  ]);
  // Paid, then rejected: a gele through Bayo.
  const [rejected] = await buyAndPay(ctx.app, chidi, [
    { productId: gele._id, count: 1, resaleId: bayo.id },
  ]);
  expect((await move(vendor, rejected!, 'REJECTED')).statusCode).toBe(200);
  // Never paid: counts nowhere.
  await placeOrder(ctx.app, ada, [{ productId: beads._id, count: 3, resaleId: funmi.id }]);
  // Another shop's order through Funmi: not this seller's.
  const [theirs] = await buyAndPay(ctx.app, ada, [
    { productId: elsewhere._id, count: 1, resaleId: funmi.id },
  ]);
  // Funmi's links: three visits to the gele, one to the store, one to the other shop.
  await ctx.db.insert(affiliateClicks).values([
    ...[1, 2, 3].map((n) => ({
      affiliateId: funmi.id,
      productId: gele._id,
      businessId: shop._id,
      visitor: `v${n}`,
    })),
    { affiliateId: funmi.id, businessId: shop._id, visitor: 'v4' },
    {
      affiliateId: funmi.id,
      productId: elsewhere._id,
      businessId: other.shop._id,
      visitor: 'v5',
    },
  ]);
  return {
    vendor,
    shop,
    other,
    products: { gele, beads, plain, elsewhere },
    people: { funmi, bayo, ada, chidi },
    orders: { received: received!, pending: pending!, rejected: rejected!, theirs: theirs! },
  };
}

describe('a business’s affiliates', () => {
  it('lists everyone who resells or sold for it, best sellers first, exact to the kobo', async () => {
    const { vendor, shop, people } = await shopWithAffiliates();
    const res = await affiliatesOf(vendor, shop._id);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ totalRecords: 2, perPageLimit: 30, currentPage: 1 });
    expect(page.results).toEqual([
      {
        _id: people.funmi.id,
        handle: people.funmi.input.handle,
        firstName: 'Chioma',
        lastName: 'Eze',
        avatar: null,
        isVerified: false,
        productsResold: 2,
        clicks: 4,
        orders: 2,
        sales: 27_333.33,
        commissionPending: 916.66,
        commissionEarned: 2_000,
      },
      expect.objectContaining({
        _id: people.bayo.id,
        productsResold: 1,
        clicks: 0,
        orders: 1,
        sales: 10_000,
        commissionPending: 0,
        commissionEarned: 0,
      }),
    ]);
    // Earned is what the ledger paid Funmi for this shop (the other shop's order is not received).
    expect(await services.ledger.balance(accounts.wallet(people.funmi.id))).toBe(200_000n);

    const second = (await affiliatesOf(vendor, shop._id, '?limit=1&page=2')).json().data;
    expect(second).toMatchObject({ totalRecords: 2, totalPages: 2, previousPage: 1 });
    expect(second.results.map((a: { _id: string }) => a._id)).toEqual([people.bayo.id]);
  });

  it('is its owner’s alone: 401 without login, 403 for anyone else, 400 on bad input', async () => {
    const { shop, other, people } = await shopWithAffiliates();
    expect((await api(ctx.app).get(`/businesses/${shop._id}/affiliates`)).statusCode).toBe(401);
    for (const who of [other.vendor, people.funmi]) {
      const res = await affiliatesOf(who, shop._id);
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeUndefined();
    }
    const vendor = other.vendor;
    expect((await affiliatesOf(vendor, 'not-an-id')).statusCode).toBe(400);
    expect((await affiliatesOf(vendor, other.shop._id, '?limit=0')).statusCode).toBe(400);
    expect((await affiliatesOf(vendor, other.shop._id, '?limit=101')).statusCode).toBe(400);
    // The other shop's owner sees Funmi with that shop's figures only.
    const theirs = (await affiliatesOf(vendor, other.shop._id)).json().data.results;
    expect(theirs).toEqual([
      expect.objectContaining({
        _id: people.funmi.id,
        productsResold: 1,
        clicks: 1,
        orders: 1,
        sales: 30_000,
        commissionPending: 1_500,
        commissionEarned: 0,
      }),
    ]);
  });
});

describe('removing an affiliate', () => {
  it('drops their resales of the shop, refuses new ones with 409, keeps placed orders’ commission, and can be undone', async () => {
    const { vendor, shop, products, people, orders } = await shopWithAffiliates();
    const { funmi } = people;
    const removed = await api(ctx.app).delete(`/businesses/${shop._id}/affiliates/${funmi.id}`, {
      token: vendor.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Chioma Eze was removed from your affiliates');
    expect(removed.json().data).toMatchObject({
      affiliate: { _id: funmi.id },
      resalesRemoved: 2,
    });
    // Only this shop's resales went.
    expect(
      await count(sql`SELECT count(*) AS n FROM product_resales WHERE affiliate_id = ${funmi.id}`),
    ).toBe(1);
    const list = (await affiliatesOf(vendor, shop._id)).json().data;
    expect(list.results.map((a: { _id: string }) => a._id)).toEqual([people.bayo.id]);
    const blocks = (
      await api(ctx.app).get(`/businesses/${shop._id}/affiliates/blocks`, {
        token: vendor.accessToken,
      })
    ).json().data;
    expect(blocks.results).toEqual([
      expect.objectContaining({ _id: funmi.id, removedAt: expect.any(String) }),
    ]);

    for (const product of [products.gele, products.beads]) {
      const again = await resell(funmi, product._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'This seller has removed you from its affiliates',
      });
    }
    const twice = await api(ctx.app).delete(`/businesses/${shop._id}/affiliates/${funmi.id}`, {
      token: vendor.accessToken,
    });
    expect(twice.statusCode).toBe(409);

    // The order placed before the removal still pays her the commission checkout fixed.
    await receive(vendor, people.chidi, orders.pending);
    expect(await services.ledger.balance(accounts.wallet(funmi.id))).toBe(200_000n + 91_666n);

    const restored = await api(ctx.app).delete(
      `/businesses/${shop._id}/affiliates/blocks/${funmi.id}`,
      { token: vendor.accessToken },
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe('Chioma Eze can resell your products again');
    expect((await resell(funmi, products.gele._id)).statusCode).toBe(201);
    const back = (await affiliatesOf(vendor, shop._id)).json().data.results;
    expect(back[0]).toMatchObject({
      _id: funmi.id,
      productsResold: 1,
      orders: 2,
      commissionPending: 0,
      commissionEarned: 2_916.66,
    });
    const notRemoved = await api(ctx.app).delete(
      `/businesses/${shop._id}/affiliates/blocks/${funmi.id}`,
      { token: vendor.accessToken },
    );
    expect(notRemoved.statusCode).toBe(404);
  });

  it('is refused to anyone but the owner, and on bad input, with nothing written', async () => {
    const { vendor, shop, other, people } = await shopWithAffiliates();
    const { funmi, bayo } = people;
    const before = await count(sql`SELECT count(*) AS n FROM product_resales`);
    const remove = (who: Registered | null, path: string) =>
      api(ctx.app).delete(`/businesses/${shop._id}/affiliates/${path}`, {
        token: who?.accessToken,
      });
    expect((await remove(null, funmi.id)).statusCode).toBe(401);
    expect((await remove(other.vendor, funmi.id)).statusCode).toBe(403);
    expect((await remove(bayo, funmi.id)).statusCode).toBe(403);
    expect((await remove(vendor, 'not-an-id')).statusCode).toBe(400);
    const self = await remove(vendor, vendor.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toEqual({
      userId: 'You cannot remove yourself from your own affiliates',
    });
    expect((await remove(vendor, '01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect(await count(sql`SELECT count(*) AS n FROM product_resales`)).toBe(before);
    expect(
      await count(sql`SELECT count(*) AS n FROM affiliate_blocks WHERE business_id = ${shop._id}`),
    ).toBe(0);

    // Restoring and the removed list are the owner's too.
    expect((await remove(vendor, funmi.id)).statusCode).toBe(200);
    expect((await remove(other.vendor, `blocks/${funmi.id}`)).statusCode).toBe(403);
    expect((await remove(vendor, 'blocks/not-an-id')).statusCode).toBe(400);
    const theirList = await api(ctx.app).get(`/businesses/${shop._id}/affiliates/blocks`, {
      token: other.vendor.accessToken,
    });
    expect(theirList.statusCode).toBe(403);
    expect(
      await count(sql`SELECT count(*) AS n FROM affiliate_blocks WHERE business_id = ${shop._id}`),
    ).toBe(1);
  });

  it('leaves no resale behind when the affiliate resells while being removed', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const items = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        addProduct(ctx.app, vendor, shop._id, {
          name: `Ankara bag ${n}`,
          resaleAllowed: true,
          affiliateCommission: 5,
        }),
      ),
    );
    const affiliate = await newShopper(ctx.app);
    await resell(affiliate, items[0]!._id);
    const [removal, ...resales] = await Promise.all([
      api(ctx.app).delete(`/businesses/${shop._id}/affiliates/${affiliate.id}`, {
        token: vendor.accessToken,
      }),
      ...items.slice(1).map((item) => resell(affiliate, item._id)),
    ]);
    expect(removal!.statusCode).toBe(200);
    for (const res of resales) expect([201, 409]).toContain(res.statusCode);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM product_resales WHERE affiliate_id = ${affiliate.id}`,
      ),
    ).toBe(0);
  });
});
