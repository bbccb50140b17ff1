import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, openShop } from '../../testing/shop.ts';
import { api, registerUser, type Registered } from '../../testing/test-app.ts';
import { products } from '../products/products.schema.ts';
import { ctx, services } from './analytics.fixtures.ts';

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
