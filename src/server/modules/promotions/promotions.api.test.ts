import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { orders } from '../orders/orders.schema.ts';
import {
  countSaleLines,
  countSales,
  createSale,
  ctx,
  inHours,
  sale,
  saleShop,
} from './promotions.fixtures.ts';
import { promotions } from './promotions.schema.ts';

describe('promotions', () => {
  it('creates a percentage sale and a new-price flash sale; products show the running one', async () => {
    const { vendor, shop, dress, cap } = await saleShop();
    const res = await createSale(vendor, {
      businessId: shop._id,
      name: 'Harmattan sale',
      kind: 'PERCENT',
      percentOff: 25,
      products: [{ productId: dress._id }],
      endsAt: inHours(48),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Your sale is on',
      data: {
        name: 'Harmattan sale',
        kind: 'PERCENT',
        percentOff: 25,
        status: 'RUNNING',
        flash: false,
        quantity: null,
        unitsLeft: null,
        products: [{ _id: dress._id, unitPrice: 10_000, salePrice: 7_500 }],
      },
    });
    const flash = await createSale(vendor, {
      businessId: shop._id,
      name: 'Friday flash',
      kind: 'PRICE',
      products: [{ productId: cap._id, price: 2_500.5 }],
      startsAt: inHours(1),
      endsAt: inHours(5),
      flash: true,
      quantity: 3,
    });
    expect(flash.statusCode).toBe(201);
    expect(flash.json()).toMatchObject({
      message: 'Your sale is scheduled',
      data: { status: 'SCHEDULED', flash: true, quantity: 3, sold: 0, unitsLeft: 3 },
    });
    expect(flash.json().data.products[0]).toMatchObject({ salePrice: 2_500.5 });

    // The running sale shows on the product, in its card and on the storefront's list.
    const page = await api(ctx.app).get(`/products/${dress._id}`);
    expect(page.json().data.sale).toMatchObject({
      promotionId: res.json().data._id,
      price: 7_500,
      flash: false,
      unitsLeft: null,
    });
    const cards = await api(ctx.app).get(`/products?productBusinessId=${shop._id}&view=card`);
    const byId = new Map(
      cards.json().data.results.map((p: { _id: string; sale: unknown }) => [p._id, p.sale]),
    );
    expect(byId.get(dress._id)).toMatchObject({ price: 7_500 });
    // Not started yet: no sale shows.
    expect(byId.get(cap._id)).toBeNull();

    const list = await api(ctx.app).get(`/promotions?businessId=${shop._id}`, {
      token: vendor.accessToken,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ totalRecords: 2, currentPage: 1, perPageLimit: 25 });
    const running = await api(ctx.app).get(`/promotions?businessId=${shop._id}&status=RUNNING`, {
      token: vendor.accessToken,
    });
    expect(running.json().data.results.map((p: { _id: string }) => p._id)).toEqual([
      res.json().data._id,
    ]);
  });

  it('refuses bad input with one message per field and writes nothing', async () => {
    const { vendor, shop, dress, cap } = await saleShop();
    const other = await openShop(ctx.app);
    const theirs = await addProduct(ctx.app, other.vendor, other.shop._id, { name: 'Kano cap' });
    await sale(vendor, {
      businessId: shop._id,
      name: 'Running one',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: cap._id }],
      endsAt: inHours(24),
    });
    const before = [await countSales(), await countSaleLines()];
    const base = {
      businessId: shop._id,
      name: 'Bad',
      kind: 'PERCENT',
      percentOff: 20,
      products: [{ productId: dress._id }],
      endsAt: inHours(24),
    };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { startsAt: inHours(5), endsAt: inHours(2) },
        { endsAt: 'The sale must end after it starts' },
      ],
      [{ percentOff: 95 }, { percentOff: 'Take 1% to 90% off' }],
      [{ percentOff: 0 }, { percentOff: 'Take 1% to 90% off' }],
      [{ percentOff: undefined }, { percentOff: 'Take 1% to 90% off' }],
      [
        {
          kind: 'PRICE',
          percentOff: undefined,
          products: [{ productId: dress._id, price: 10_000 }],
        },
        { 'products.0.price': 'The sale price of Adire dress must be below its price, ₦10,000' },
      ],
      [
        { kind: 'PRICE', percentOff: undefined, products: [{ productId: dress._id }] },
        { 'products.0.price': 'Enter the sale price' },
      ],
      [
        { products: [{ productId: theirs._id }] },
        { 'products.0.productId': 'Choose a product of this business' },
      ],
      [
        { products: [{ productId: cap._id }] },
        { 'products.0.productId': 'Fila cap is already in the sale “Running one” at that time' },
      ],
      [{ flash: true }, { quantity: 'Say how many units sell at the flash price' }],
      [{ products: [] }, { products: 'Choose at least one product' }],
      [{ name: '' }, { name: 'Give the sale a name' }],
      [{ startsAt: '2020-01-01' }, { startsAt: 'A sale cannot start in the past' }],
      [{ endsAt: 'soon' }, { endsAt: 'Choose when the sale ends' }],
    ];
    for (const [change, message] of cases) {
      const res = await createSale(vendor, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toMatchObject(message);
    }
    expect([await countSales(), await countSaleLines()]).toEqual(before);
  });

  it('lets only the business owner see and manage its sales: 403 for others, 404 for unknown', async () => {
    const { vendor, shop, dress } = await saleShop();
    const stranger = await newShopper(ctx.app);
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Mine',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: dress._id }],
      endsAt: inHours(24),
    });
    const as = { token: stranger.accessToken };
    const before = await countSales();
    const create = await createSale(stranger, {
      businessId: shop._id,
      name: 'Not mine',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: dress._id }],
      startsAt: inHours(30),
      endsAt: inHours(40),
    });
    expect(create.statusCode).toBe(403);
    expect(await countSales()).toBe(before);
    expect((await api(ctx.app).get(`/promotions?businessId=${shop._id}`, as)).statusCode).toBe(403);
    expect((await api(ctx.app).get(`/promotions/${made._id}`, as)).statusCode).toBe(403);
    expect((await api(ctx.app).get(`/promotions/${made._id}/figures`, as)).statusCode).toBe(403);
    const patch = await api(ctx.app).patch(`/promotions/${made._id}`, { status: 'ENDED' }, as);
    expect(patch.statusCode).toBe(403);
    expect((await api(ctx.app).get(`/orders?orderByPromotionId=${made._id}`, as)).statusCode).toBe(
      403,
    );
    const unknown = '01900000-0000-7000-8000-000000000000';
    const mine = { token: vendor.accessToken };
    expect((await api(ctx.app).get(`/promotions/${unknown}`, mine)).statusCode).toBe(404);
    expect(
      (await api(ctx.app).patch(`/promotions/${unknown}`, { status: 'PAUSED' }, mine)).statusCode,
    ).toBe(404);
    expect((await api(ctx.app).get(`/orders?orderByPromotionId=${unknown}`, mine)).statusCode).toBe(
      404,
    );
    expect((await api(ctx.app).get(`/promotions/${made._id}`)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(promotions).where(eq(promotions.id, made._id));
    expect(row!.endedAt).toBeNull();
  });

  it('pauses, resumes and ends a sale; edits only before it starts', async () => {
    const { vendor, shop, dress, cap } = await saleShop();
    const as = { token: vendor.accessToken };
    const running = await sale(vendor, {
      businessId: shop._id,
      name: 'Now',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: dress._id }],
      endsAt: inHours(24),
    });
    const patch = (id: string, body: object) => api(ctx.app).patch(`/promotions/${id}`, body, as);
    const paused = await patch(running._id, { status: 'PAUSED' });
    expect(paused.json()).toMatchObject({
      message: 'The sale is paused',
      data: { status: 'PAUSED' },
    });
    expect((await api(ctx.app).get(`/products/${dress._id}`)).json().data.sale).toBeNull();
    const resumed = await patch(running._id, { status: 'RUNNING' });
    expect(resumed.json().data.status).toBe('RUNNING');
    const edit = await patch(running._id, { percentOff: 50 });
    expect(edit.statusCode).toBe(409);
    const ended = await patch(running._id, { status: 'ENDED' });
    expect(ended.json()).toMatchObject({
      message: 'The sale has ended',
      data: { status: 'ENDED' },
    });
    expect((await patch(running._id, { status: 'RUNNING' })).statusCode).toBe(409);

    const later = await sale(vendor, {
      businessId: shop._id,
      name: 'Later',
      kind: 'PERCENT',
      percentOff: 10,
      products: [{ productId: cap._id }],
      startsAt: inHours(10),
      endsAt: inHours(20),
    });
    const changed = await patch(later._id, {
      name: 'Later, bigger',
      kind: 'PRICE',
      products: [
        { productId: cap._id, price: 3_000 },
        { productId: dress._id, price: 8_000 },
      ],
      flash: true,
      quantity: 5,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Later, bigger',
      kind: 'PRICE',
      percentOff: null,
      flash: true,
      quantity: 5,
    });
    expect(changed.json().data.products).toHaveLength(2);
    const bad = await patch(later._id, { endsAt: inHours(5) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ endsAt: 'The sale must end after it starts' });
    expect((await patch(later._id, {})).statusCode).toBe(400);
    expect((await patch(later._id, { status: 'ENDED', name: 'x' })).statusCode).toBe(400);
  });

  it('counts a sale’s orders, units and sales over 12 months and lists its orders for the owner', async () => {
    const { vendor, shop, dress, cap } = await saleShop();
    const shopper = await newShopper(ctx.app);
    const made = await sale(vendor, {
      businessId: shop._id,
      name: 'Counted',
      kind: 'PERCENT',
      percentOff: 20,
      products: [{ productId: dress._id }],
      endsAt: inHours(24),
    });
    const [first] = await buyAndPay(ctx.app, shopper, [
      { productId: dress._id, count: 2, promotionId: made._id },
      { productId: cap._id, count: 1 },
    ]);
    await buyAndPay(ctx.app, shopper, [{ productId: dress._id, count: 1, promotionId: made._id }]);
    // Outside the figures: an order without the sale, and one too old.
    await buyAndPay(ctx.app, shopper, [{ productId: dress._id, count: 1 }]);
    const [old] = await buyAndPay(ctx.app, shopper, [
      { productId: dress._id, count: 1, promotionId: made._id },
    ]);
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(orders.id, old!));

    const figures = await api(ctx.app).get(`/promotions/${made._id}/figures`, {
      token: vendor.accessToken,
    });
    expect(figures.statusCode).toBe(200);
    expect(figures.json().data.total).toEqual({ orders: 2, units: 3, sales: 24_000 });
    expect(figures.json().data.statuses).toEqual(['PENDING', 'ACCEPTED', 'SHIPPED', 'RECEIVED']);
    expect(figures.json().data.months).toHaveLength(1);

    const listed = await api(ctx.app).get(`/orders?orderByPromotionId=${made._id}`, {
      token: vendor.accessToken,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.totalRecords).toBe(3);
    expect(listed.json().data.results.map((o: { _id: string }) => o._id)).toContain(first);
    // The buyer is not the sale's owner.
    const theirs = await api(ctx.app).get(`/orders?orderByPromotionId=${made._id}`, {
      token: shopper.accessToken,
    });
    expect(theirs.statusCode).toBe(403);
  });
});
