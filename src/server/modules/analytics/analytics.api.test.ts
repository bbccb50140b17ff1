import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '#shared/order-flow.ts';
import { createServices, type Services } from '../../services.ts';
import { addProduct, buyAndPay, openShop, placeOrder } from '../../testing/shop.ts';
import { givePlan } from '../../testing/plans.ts';
import {
  api,
  createTestContext,
  fetchThrough,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { orders } from '../orders/orders.schema.ts';
import { products } from '../products/products.schema.ts';
import { analyticsModule } from './analytics.module.ts';
import {
  analyticsBusinessDays,
  analyticsBusinessHours,
  analyticsOrderFacts,
} from './analytics.schema.ts';

let ctx: TestContext;
let services: Services;
beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
});
afterAll(() => ctx.close());

const move = async (who: Registered, orderId: string, status: OrderStatus) => {
  const res = await api(ctx.app).put(
    `/orders/${orderId}/status`,
    { status },
    { token: who.accessToken },
  );
  expect(res.statusCode, res.body).toBe(200);
};
/** Vendor ships and delivers, the customer confirms receipt: the money is released. */
async function complete(vendor: Registered, customer: Registered, orderId: string) {
  for (const s of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const) await move(vendor, orderId, s);
  await move(customer, orderId, 'RECEIVED');
}
const placedAt = (orderId: string, at: string) =>
  ctx.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, orderId));

// Tuesday 24 November 2026, 13:00 in Lagos.
const NOW = new Date('2026-11-24T12:00:00Z');

describe('business metrics', () => {
  it('counts paid orders per Lagos day, a minute either side of midnight apart, empty days as zeros, unpaid never', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    await givePlan(ctx.db, vendor.id);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 5000 });
    const shopper = await registerUser(ctx.app);
    const [late] = await buyAndPay(ctx.app, shopper, [{ productId: product._id, count: 1 }]);
    const [early] = await buyAndPay(ctx.app, shopper, [{ productId: product._id, count: 2 }]);
    await placeOrder(ctx.app, shopper, [{ productId: product._id, count: 1 }]); // never paid
    await placedAt(late!, '2026-11-20T22:59:00Z'); // 23:59 on Friday 20 in Lagos
    await placedAt(early!, '2026-11-20T23:00:00Z'); // 00:00 on Saturday 21 in Lagos
    // Counted when paid (the event is handled right after the commit); counted again as placed now.
    for (const id of [late!, early!]) await services.analytics.record(id);
    expect(await services.analytics.catchUp()).toBe(0);

    const m = await services.analytics.metrics(
      vendor.id,
      { byValueType: 'BUSINESS', byValue: shop._id, durationType: 'DAY', duration: 7 },
      NOW,
    );
    expect(m.unit).toBe('day');
    expect(m.buckets.map((b) => [b.start, b.orders, b.value])).toEqual([
      ['2026-11-17T23:00:00.000Z', 0, 0],
      ['2026-11-18T23:00:00.000Z', 0, 0],
      ['2026-11-19T23:00:00.000Z', 1, 6000],
      ['2026-11-20T23:00:00.000Z', 1, 11000],
      ['2026-11-21T23:00:00.000Z', 0, 0],
      ['2026-11-22T23:00:00.000Z', 0, 0],
      ['2026-11-23T23:00:00.000Z', 0, 0],
    ]);
    expect(m.totals).toMatchObject({ orders: 2, value: 17000, revenue: 0 });

    // The same orders by hour, week and month.
    const by = (durationType: 'HOUR' | 'WEEK' | 'MONTH', duration: number) =>
      services.analytics.metrics(
        vendor.id,
        { byValueType: 'BUSINESS', byValue: shop._id, durationType, duration },
        NOW,
      );
    expect((await by('HOUR', 24)).buckets).toHaveLength(24);
    const weeks = await by('WEEK', 4);
    // Weeks start on Monday in Lagos: both orders fall in the week of Monday 16 November.
    expect(weeks.buckets.map((b) => [b.start, b.orders])).toEqual([
      ['2026-11-01T23:00:00.000Z', 0],
      ['2026-11-08T23:00:00.000Z', 0],
      ['2026-11-15T23:00:00.000Z', 2],
      ['2026-11-22T23:00:00.000Z', 0],
    ]);
    const months = await by('MONTH', 12);
    expect(months.buckets).toHaveLength(12);
    expect(months.buckets.at(-1)).toMatchObject({ start: '2026-10-31T23:00:00.000Z', orders: 2 });

    // A status change whose event never arrived is found and counted by the catch-up job.
    await ctx.db.update(orders).set({ status: 'ACCEPTED' }).where(eq(orders.id, late!));
    expect(await services.analytics.catchUp()).toBe(1);
    const accepted = await services.analytics.metrics(
      vendor.id,
      {
        byValueType: 'BUSINESS',
        byValue: shop._id,
        durationType: 'DAY',
        duration: 7,
        orderStatus: ['ACCEPTED'],
      },
      NOW,
    );
    expect(accepted.totals).toMatchObject({ orders: 1, value: 6000 });
  });

  it('gives every period its known orders: 24 hours, 30 days, 3, 6 and 12 months and a range of days, at Lagos edges', async () => {
    const { vendor, shop } = await openShop(ctx.app); // delivery ₦1,000 an order
    await givePlan(ctx.db, vendor.id);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 4000, quantity: 50 });
    const shopper = await registerUser(ctx.app);
    // Each order's count names it: its value is ₦4,000 a unit plus delivery.
    const at: [count: number, placed: string][] = [
      [1, '2026-11-24T11:59:00Z'], // 12:59 today: the 24 hours' last but one hour
      [2, '2026-11-23T13:00:00Z'], // 14:00 yesterday: the 24 hours' first hour
      [3, '2026-11-23T12:59:00Z'], // a minute before the 24 hours
      [4, '2026-10-25T23:00:00Z'], // midnight starting 26 October: the 30 days' first day
      [5, '2026-08-31T23:00:00Z'], // midnight starting September: the 3 months' first month
      [6, '2026-05-31T23:30:00Z'], // 00:30 on 1 June in Lagos (still May in UTC)
      [7, '2026-05-31T22:30:00Z'], // 23:30 on 31 May in Lagos
    ];
    for (const [count, placed] of at) {
      const [id] = await buyAndPay(ctx.app, shopper, [{ productId: product._id, count }]);
      await placedAt(id!, placed);
      await services.analytics.record(id!);
    }
    expect(await services.analytics.catchUp()).toBe(0);
    const value = (count: number) => count * 4000 + 1000;
    const ask = (q: {
      durationType?: 'HOUR' | 'DAY' | 'MONTH';
      duration?: number;
      metricDateRange?: string;
    }) =>
      services.analytics.metrics(
        vendor.id,
        { byValueType: 'BUSINESS', byValue: shop._id, ...q },
        NOW,
      );
    const busy = (m: Awaited<ReturnType<typeof ask>>) =>
      m.buckets.filter((b) => b.orders > 0).map((b) => [b.start, b.orders, b.value]);

    const hours = await ask({ durationType: 'HOUR', duration: 24 });
    expect(hours.buckets).toHaveLength(24);
    expect(hours.buckets[0]!.start).toBe('2026-11-23T13:00:00.000Z');
    expect(busy(hours)).toEqual([
      ['2026-11-23T13:00:00.000Z', 1, value(2)],
      ['2026-11-24T11:00:00.000Z', 1, value(1)],
    ]);

    const days = await ask({ durationType: 'DAY', duration: 30 });
    expect(days.buckets).toHaveLength(30);
    expect(busy(days)).toEqual([
      ['2026-10-25T23:00:00.000Z', 1, value(4)],
      ['2026-11-22T23:00:00.000Z', 2, value(2) + value(3)],
      ['2026-11-23T23:00:00.000Z', 1, value(1)],
    ]);

    const months = async (duration: number) => {
      const m = await ask({ durationType: 'MONTH', duration });
      expect(m.buckets).toHaveLength(duration);
      // The overview reads whole months from the monthly rows: the same figures.
      const overview = await services.analytics.overview(
        vendor.id,
        shop._id,
        { durationType: 'MONTH', duration },
        NOW,
      );
      expect(overview.trend.buckets).toEqual(m.buckets);
      return busy(m);
    };
    const recent = [
      ['2026-08-31T23:00:00.000Z', 1, value(5)],
      ['2026-09-30T23:00:00.000Z', 1, value(4)],
      ['2026-10-31T23:00:00.000Z', 3, value(1) + value(2) + value(3)],
    ];
    expect(await months(3)).toEqual(recent);
    expect(await months(6)).toEqual([['2026-05-31T23:00:00.000Z', 1, value(6)], ...recent]);
    expect(await months(12)).toEqual([
      ['2026-04-30T23:00:00.000Z', 1, value(7)],
      ['2026-05-31T23:00:00.000Z', 1, value(6)],
      ...recent,
    ]);

    // A range of days includes both of its ends.
    const range = await ask({ metricDateRange: '2026-11-23,2026-11-24' });
    expect(range.buckets.map((b) => [b.start, b.orders, b.value])).toEqual([
      ['2026-11-22T23:00:00.000Z', 2, value(2) + value(3)],
      ['2026-11-23T23:00:00.000Z', 1, value(1)],
    ]);
  });

  it('follows each order to where it stands: revenue is what the ledger released, a rejection moves it out of what sold', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 500 });
    await givePlan(ctx.db, vendor.id);
    const shirt = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 8000,
      name: 'Ankara shirt',
    });
    const cap = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 3000, name: 'Fila cap' });
    const ada = await registerUser(ctx.app);
    const bayo = await registerUser(ctx.app);
    const [first] = await buyAndPay(ctx.app, ada, [{ productId: shirt._id, count: 1 }]);
    const [second] = await buyAndPay(ctx.app, ada, [{ productId: cap._id, count: 2 }]);
    const [third] = await buyAndPay(ctx.app, bayo, [{ productId: shirt._id, count: 2 }]);
    // The handlers the module declares, as the event queue runs them.
    const [paidHandler, statusHandler] = analyticsModule.events!;
    for (const id of [first!, second!, third!])
      await paidHandler!.handle({ orders: [{ id }] } as never, services);
    await complete(vendor, ada, first!);
    await move(vendor, third!, 'REJECTED');
    // Events may come twice and out of order: each counts the order as it stands now.
    for (const id of [third!, first!, first!])
      await statusHandler!.handle({ order: { id } } as never, services);

    const overview = await services.analytics.overview(vendor.id, shop._id, {
      durationType: 'DAY',
      duration: 7,
    });
    const released = Number(await services.ledger.balance(accounts.business(shop._id))) / 100;
    expect(released).toBeGreaterThan(0);
    expect(overview.trend.totals).toMatchObject({ orders: 3, revenue: released });
    expect(Object.fromEntries(overview.byStatus.map((s) => [s.status, s.orders]))).toEqual({
      RECEIVED: 1,
      PENDING: 1,
      REJECTED: 1,
    });
    // Bayo's rejected order is not among what sold.
    expect(overview.topProducts.map((p) => [p.name, p.quantity, p.value, p.orders])).toEqual([
      ['Ankara shirt', 1, 8000, 1],
      ['Fila cap', 2, 6000, 1],
    ]);
    expect(overview.topProducts[0]).toMatchObject({ unitPrice: 8000 });
    expect(overview.topCustomers.byValue).toHaveLength(1);
    expect(overview.topCustomers.byValue[0]).toMatchObject({
      _id: ada.id,
      orders: 2,
      value: 15000,
    });
    expect(overview.topCustomers).toMatchObject({ customers: 1, repeatRate: 1 });
    expect(overview.states).toEqual([{ state: 'Lagos', lga: null, orders: 2, value: 15000 }]);
  });

  it('reads whole months from the monthly rows: a Lagos month boundary, a moved order and a rejection, as the days give them', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    await givePlan(ctx.db, vendor.id);
    const wrapper = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 8000,
      name: 'Aso oke wrapper',
    });
    const beads = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 3000,
      name: 'Coral beads',
    });
    const ada = await registerUser(ctx.app);
    const bayo = await registerUser(ctx.app);
    const buy = async (who: Registered, productId: string, count: number, at: string) => {
      const [id] = await buyAndPay(ctx.app, who, [{ productId, count }]);
      await services.analytics.record(id!);
      // Placed on another date: counted out of today's rows and into that month's.
      await placedAt(id!, at);
      await services.analytics.record(id!);
      return id!;
    };
    await buy(ada, wrapper._id, 1, '2026-01-15T10:00:00Z');
    await buy(bayo, beads._id, 2, '2026-06-30T23:30:00Z'); // 00:30 on 1 July in Lagos
    const rejected = await buy(ada, wrapper._id, 2, '2026-11-20T10:00:00Z');
    await buy(bayo, wrapper._id, 1, '2025-11-30T23:30:00Z'); // 00:30 on 1 December in Lagos
    await buy(ada, beads._id, 1, '2025-11-30T22:30:00Z'); // 23:30 on 30 November: a month too early
    await move(vendor, rejected, 'REJECTED');
    await services.analytics.record(rejected);
    for (let n = 0; n < 3; n++)
      await services.analytics.countProductView(wrapper._id, null, crypto.randomUUID(), NOW);
    // Views counted only since this week: a year's orders are not divided by them.
    const early = await services.analytics.overview(
      vendor.id,
      shop._id,
      { durationType: 'MONTH', duration: 12 },
      NOW,
    );
    expect(early.views).toEqual({ total: 3, conversion: null });
    expect(early.topProducts[0]).toMatchObject({ views: 3, conversion: null });
    // Counted since before the year began (a view in November 2025, outside it): now they are.
    const before = new Date('2025-11-15T12:00:00Z');
    await services.analytics.countProductView(beads._id, null, crypto.randomUUID(), before);

    const year = await services.analytics.overview(
      vendor.id,
      shop._id,
      { durationType: 'MONTH', duration: 12 },
      NOW,
    );
    expect(
      year.trend.buckets.filter((b) => b.orders > 0).map((b) => [b.start, b.orders, b.value]),
    ).toEqual([
      ['2025-11-30T23:00:00.000Z', 1, 9000],
      ['2025-12-31T23:00:00.000Z', 1, 9000],
      ['2026-06-30T23:00:00.000Z', 1, 7000],
      ['2026-10-31T23:00:00.000Z', 1, 17000],
    ]);
    expect(year.trend.totals).toMatchObject({ orders: 4, value: 42000 });
    expect(Object.fromEntries(year.byStatus.map((s) => [s.status, s.orders]))).toEqual({
      PENDING: 3,
      REJECTED: 1,
    });
    expect(year.topProducts.map((p) => [p.name, p.quantity, p.value, p.orders])).toEqual([
      ['Aso oke wrapper', 2, 16000, 2],
      ['Coral beads', 2, 6000, 1],
    ]);
    expect(year.topCustomers.byValue.map((c) => [c._id, c.orders, c.value])).toEqual([
      [bayo.id, 2, 16000],
      [ada.id, 1, 9000],
    ]);
    expect(year.topCustomers).toMatchObject({ customers: 2, repeatRate: 0.5 });
    expect(year.topProducts[0]).toMatchObject({ views: 3, conversion: 2 / 3 });
    expect(year.views).toEqual({ total: 3, conversion: 1 });
    // Those figures are the monthly rows': without the hourly and daily ones they stay the same.
    await ctx.db
      .delete(analyticsBusinessHours)
      .where(eq(analyticsBusinessHours.businessId, shop._id));
    await ctx.db
      .delete(analyticsBusinessDays)
      .where(eq(analyticsBusinessDays.businessId, shop._id));
    expect(
      await services.analytics.overview(
        vendor.id,
        shop._id,
        { durationType: 'MONTH', duration: 12 },
        NOW,
      ),
    ).toEqual(year);

    // A range not starting on a month's first day is read from the days: 2 December onwards
    // (counted again from the orders, as the catch-up would after losing rows).
    await ctx.db.delete(analyticsOrderFacts).where(eq(analyticsOrderFacts.businessId, shop._id));
    await services.analytics.catchUp();
    const cut = await services.analytics.overview(
      vendor.id,
      shop._id,
      { metricDateRange: '2025-12-02,2026-11-24' },
      NOW,
    );
    expect(cut.trend.totals).toMatchObject({ orders: 3, value: 33000 });
    expect(cut.topProducts.map((p) => [p.name, p.quantity])).toEqual([
      ['Aso oke wrapper', 1],
      ['Coral beads', 2],
    ]);
  });

  it('revenue agrees with the ledger on generated orders, after receipts, rejections and returns', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 700, acceptsReturns: true });
    await givePlan(ctx.db, vendor.id);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 4300, quantity: 99 });
    const shopper = await registerUser(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(
        (await buyAndPay(ctx.app, shopper, [{ productId: product._id, count: 1 + (i % 3) }]))[0]!,
      );
    for (const [i, id] of ids.entries()) {
      if (i % 4 === 0) await move(vendor, id, 'REJECTED');
      else if (i % 4 !== 3) await complete(vendor, shopper, id);
    }
    // One received order comes back and the vendor confirms it: its release is undone.
    await move(shopper, ids[1]!, 'RETURNED');
    await move(vendor, ids[1]!, 'RETURN_CONFIRMED');
    await services.analytics.catchUp();
    const all = await services.analytics.metrics(vendor.id, {
      byValueType: 'BUSINESS',
      byValue: shop._id,
      metricDateRange: '2026-01-01,2027-12-31',
    });
    expect(all.unit).toBe('month');
    const released = Number(await services.ledger.balance(accounts.business(shop._id))) / 100;
    expect(all.totals.revenue).toBe(released);
    expect(all.totals.orders).toBe(8);
    expect(await services.ledger.total()).toBe(0n);
  });
});

describe('product views and conversion', () => {
  const view = (productId: string, body: object, who?: Registered) =>
    api(ctx.app).post(`/products/${productId}/views`, body, who && { token: who.accessToken });

  it('counts a viewer once a Lagos day, never the seller, and divides what sold by the views', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const dress = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 12000,
      name: 'Adire dress',
    });
    const bag = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 9000,
      name: 'Raffia bag',
    });
    const ada = await registerUser(ctx.app);
    const visitors = Array.from({ length: 3 }, () => crypto.randomUUID());

    // The same visitor twice, and twenty taps at once from one browser, count once each.
    expect((await view(dress._id, { visitorId: visitors[0] })).json().data).toEqual({
      counted: true,
    });
    expect((await view(dress._id, { visitorId: visitors[0] })).json().data).toEqual({
      counted: false,
    });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => view(dress._id, { visitorId: visitors[1] })),
    );
    expect(burst.filter((r) => r.json().data.counted)).toHaveLength(1);
    await view(dress._id, { visitorId: visitors[2] });
    // A signed-in shopper is counted as themselves, once, whatever browser id they send.
    expect((await view(dress._id, {}, ada)).json().data.counted).toBe(true);
    expect((await view(dress._id, {}, ada)).json().data.counted).toBe(false);
    const fresh = { visitorId: crypto.randomUUID() };
    expect((await view(dress._id, fresh, ada)).json().data.counted).toBe(false);
    // The seller looking at their own product is not a view.
    expect((await view(dress._id, {}, vendor)).json().data.counted).toBe(false);
    await view(bag._id, { visitorId: visitors[0] });
    // Views were counted before this week began (a view 8 days ago, outside the period).
    const earlier = new Date(Date.now() - 8 * 24 * 3_600_000);
    await services.analytics.countProductView(bag._id, null, crypto.randomUUID(), earlier);

    const [order] = await buyAndPay(ctx.app, ada, [{ productId: dress._id, count: 1 }]);
    await services.analytics.record(order!);
    const overview = await services.analytics.overview(vendor.id, shop._id, {
      durationType: 'DAY',
      duration: 7,
    });
    // Dress: 4 viewers (3 browsers and Ada), 1 order; bag: 1 viewer, none.
    expect(overview.topProducts.map((p) => [p.name, p.views, p.conversion])).toEqual([
      ['Adire dress', 4, 0.25],
    ]);
    expect(overview.views).toEqual({ total: 5, conversion: 0.2 });

    // A Lagos day later the same browser counts again; yesterday's marks can then go.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const again = await services.analytics.countProductView(dress._id, null, visitors[0], tomorrow);
    expect(again).toEqual({ counted: true });
    // (Other tests' marks of earlier days go too.)
    expect(await services.analytics.pruneViewMarks(tomorrow)).toBeGreaterThanOrEqual(5);
    expect(await services.analytics.pruneViewMarks(tomorrow)).toBe(0);
    // Tomorrow's own mark stays: the browser is still counted once that day.
    expect(
      await services.analytics.countProductView(dress._id, null, visitors[0], tomorrow),
    ).toEqual({ counted: false });
  });

  it('refuses unknown products, strangers without a visitor id and ids that are not ids', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const product = await addProduct(ctx.app, vendor, shop._id);
    expect((await view(crypto.randomUUID(), { visitorId: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    const anonymous = await view(product._id, {});
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().message).toHaveProperty('visitorId');
    const bad = await view(product._id, { visitorId: 'me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toHaveProperty('visitorId');
    expect((await view('not-an-id', { visitorId: crypto.randomUUID() })).statusCode).toBe(400);
    // A product taken off sale is not counted.
    await ctx.db.update(products).set({ isActive: false }).where(eq(products.id, product._id));
    const off = await view(product._id, { visitorId: crypto.randomUUID() });
    expect(off.json().data).toEqual({ counted: false });
    await ctx.db.update(products).set({ isActive: true }).where(eq(products.id, product._id));
    // Nothing was counted by any of them.
    const overview = await services.analytics.overview(vendor.id, shop._id, {
      durationType: 'DAY',
      duration: 7,
    });
    expect(overview.views).toEqual({ total: 0, conversion: null });
    // Seen but never bought: views with no orders, none of them converted.
    await view(product._id, { visitorId: crypto.randomUUID() });
    const seen = await services.analytics.overview(vendor.id, shop._id, {
      durationType: 'DAY',
      duration: 7,
    });
    expect(seen.views).toEqual({ total: 1, conversion: 0 });
  });
});

describe('customer and product metrics', () => {
  it("shows a customer their own spending by status, and a product's sales to its owner", async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await givePlan(ctx.db, vendor.id);
    const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 2500 });
    const shopper = await registerUser(ctx.app);
    await buyAndPay(ctx.app, shopper, [{ productId: product._id, count: 3 }]);
    await services.analytics.catchUp();

    const spending = await api(ctx.app).get(
      `/orders/metrics?byValueType=CUSTOMER&byValue=${shopper.id}&durationType=MONTH&duration=3&orderStatus=PENDING,ACCEPTED`,
      { token: shopper.accessToken },
    );
    expect(spending.statusCode).toBe(200);
    expect(spending.json().data.totals).toMatchObject({ orders: 1, value: 8500 });
    const sales = await api(ctx.app).get(
      `/orders/metrics?byValueType=PRODUCT&byValue=${product._id}&durationType=DAY&duration=30`,
      { token: vendor.accessToken },
    );
    expect(sales.statusCode).toBe(200);
    expect(sales.json().data.buckets).toHaveLength(30);
    expect(sales.json().data.totals).toMatchObject({ orders: 1, units: 3, value: 7500 });
  });

  it("refuses another's figures, unknown ones, and questions that are not asked right", async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await givePlan(ctx.db, vendor.id);
    const other = await registerUser(ctx.app);
    const get = (query: string, who: Registered = vendor) =>
      api(ctx.app).get(`/orders/metrics?${query}`, { token: who.accessToken });
    const business = `byValueType=BUSINESS&byValue=${shop._id}`;
    expect((await get(`${business}&durationType=DAY`)).statusCode).toBe(200);
    expect((await get(`${business}&durationType=DAY`, other)).statusCode).toBe(403);
    const product = await addProduct(ctx.app, vendor, shop._id);
    const sales = `byValueType=PRODUCT&byValue=${product._id}&durationType=DAY`;
    expect((await get(sales)).statusCode).toBe(200);
    expect((await get(sales, other)).statusCode).toBe(403);
    expect(
      (
        await api(ctx.app).get(`/businesses/${shop._id}/analytics?durationType=WEEK`, {
          token: other.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          `byValueType=CUSTOMER&byValue=${vendor.id}&durationType=DAY&orderStatus=PENDING`,
          other,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          `byValueType=BUSINESS&byValue=0190a000-0000-7000-8000-000000000000&durationType=DAY`,
        )
      ).statusCode,
    ).toBe(404);
    for (const bad of [
      business, // no period
      `${business}&durationType=DAY&duration=5`,
      `${business}&durationType=YEAR`,
      `${business}&metricDateRange=2026-02-30`,
      `${business}&metricDateRange=2026-03-01,2026-02-01`,
      `${business}&metricDateRange=2020-01-01,2026-01-01`,
      `byValueType=CUSTOMER&byValue=${vendor.id}&durationType=DAY`, // §5: a status is needed
      `byValueType=BUSINESS&byValue=nope&durationType=DAY`,
      `${business}&durationType=DAY&orderStatus=SOLD`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success, bad).toBe(false);
    }
  });
});

describe('sales report', () => {
  it('adds up every paid order of the range as the ledger moved its money, and downloads as CSV and PDF', async () => {
    const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
    await givePlan(ctx.db, vendor.id);
    const product = await addProduct(ctx.app, vendor, shop._id, {
      unitPrice: 12_000,
      name: 'Aso-oke, "festive" set',
    });
    const shopper = await registerUser(ctx.app);
    const [received, rejected, pending] = await Promise.all(
      [1, 2, 1].map(
        async (count) =>
          (await buyAndPay(ctx.app, shopper, [{ productId: product._id, count }]))[0]!,
      ),
    );
    await complete(vendor, shopper, received!);
    await move(vendor, rejected!, 'REJECTED');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const query = `from=${today}&to=${today}`;
    const res = await api(ctx.app).get(`/businesses/${shop._id}/sales-report?${query}`, {
      token: vendor.accessToken,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    const commission = Number(await services.ledger.balance(accounts.commission)); // all tests
    const net = Number(await services.ledger.balance(accounts.business(shop._id))) / 100;
    expect(report.totals).toMatchObject({
      orders: 3,
      gross: 13_000 + 25_000 + 13_000,
      deliveryFees: 3000,
      refunds: 25_000,
      inEscrow: 13_000,
      net,
      paidOut: 0,
    });
    expect(commission).toBeGreaterThan(0);
    const t = report.totals;
    expect(t.net + t.commission + t.affiliateShares + t.refunds + t.inEscrow).toBe(t.gross);
    expect(report.orders.map((o: { _id: string }) => o._id).sort()).toEqual(
      [received, rejected, pending].sort(),
    );
    // What sold leaves out the refunded order.
    expect(report.products).toEqual([{ name: 'Aso-oke, "festive" set', units: 2, value: 24_000 }]);

    const csv = await api(ctx.app).get(`/businesses/${shop._id}/sales-report/csv?${query}`, {
      token: vendor.accessToken,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`-sales-${today}-to-${today}.csv`);
    expect(csv.body).toContain(
      `Net released to your balance,"${net.toLocaleString('en-NG', { minimumFractionDigits: 2 })}"`,
    );
    expect(csv.body).toContain('"Aso-oke, ""festive"" set",2,"24,000.00"');
    const pdf = await api(ctx.app).get(`/businesses/${shop._id}/sales-report/pdf?${query}`, {
      token: vendor.accessToken,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("refuses another's report and ranges that are not whole days of at most a year", async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await givePlan(ctx.db, vendor.id);
    const other = await registerUser(ctx.app);
    const get = (query: string, who: Registered = vendor, path = 'sales-report') =>
      api(ctx.app).get(`/businesses/${shop._id}/${path}?${query}`, { token: who.accessToken });
    expect((await get('from=2026-10-01&to=2026-10-31', other)).statusCode).toBe(403);
    expect((await get('from=2026-10-01&to=2026-10-31', other, 'sales-report/csv')).statusCode).toBe(
      403,
    );
    for (const bad of [
      'from=2026-10-01',
      'from=2026-10-31&to=2026-10-01',
      'from=2025-01-01&to=2026-10-31',
      'from=01-10-2026&to=2026-10-31',
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
