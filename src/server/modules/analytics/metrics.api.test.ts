import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, openShop, placeOrder } from '../../testing/shop.ts';
import { givePlan } from '../../testing/plans.ts';
import { api, registerUser, type Registered } from '../../testing/test-app.ts';
import { orders } from '../orders/orders.schema.ts';
import { ctx, services, placedAt, NOW } from './analytics.fixtures.ts';

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
      `byValueType=CUSTOMER&byValue=${vendor.id}&durationType=DAY`, // a status is needed (decision 025)
      `byValueType=BUSINESS&byValue=nope&durationType=DAY`,
      `${business}&durationType=DAY&orderStatus=SOLD`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success, bad).toBe(false);
    }
  });
});
