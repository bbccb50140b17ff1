import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, openShop } from '../../testing/shop.ts';
import { givePlan } from '../../testing/plans.ts';
import { registerUser, type Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { ctx, services, move, complete, placedAt, NOW } from './analytics.fixtures.ts';
import { analyticsModule } from './analytics.module.ts';
import {
  analyticsBusinessDays,
  analyticsBusinessHours,
  analyticsOrderFacts,
} from './analytics.schema.ts';

describe('business metrics', () => {
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
