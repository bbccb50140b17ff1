import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, payOnSandbox } from '../../testing/shop.ts';
import { createBusiness } from '../../testing/test-app.ts';
import { ctx, http, walletOf, planOf, buy, termsOf, vendorWithWallet } from './plans.fixtures.ts';

describe('GET subscriptions', () => {
  it('lists Free, Growth and Pro with naira prices for 1, 3, 6 and 12 months', async () => {
    const res = await http().get('/subscriptions');
    expect(res.statusCode).toBe(200);
    const plans = res.json().data;
    expect(plans.map((p: { _id: string }) => p._id)).toEqual(['FREE', 'GROWTH', 'PRO']);
    expect(plans[0]).toMatchObject({ name: 'Free', monthlyPrice: 0, terms: [] });
    expect(plans[1].terms).toEqual([
      { months: 1, amount: 4500, discountPercent: 0 },
      { months: 3, amount: 12825, discountPercent: 5 },
      { months: 6, amount: 24300, discountPercent: 10 },
      { months: 12, amount: 43200, discountPercent: 20 },
    ]);
    expect(plans[1].includes).toContain('Sales report as CSV and PDF');
  });
});

describe('what Free allows, and buying more', () => {
  it('stops a Free vendor at each limit with PLAN_UPGRADE_REQUIRED, and lets them on after buying Growth', async () => {
    const vendor = await vendorWithWallet(20_000);
    const token = { token: vendor.accessToken };
    expect(await planOf(vendor)).toEqual({ name: 'Free', plan: 'FREE' });
    const shop = await createBusiness(ctx.app, vendor);

    // Within Free's limits everything works: 20 products, 7 days of analytics.
    for (let i = 1; i <= 20; i++) await addProduct(ctx.app, vendor, shop._id, { name: `Wax ${i}` });
    const week = `/businesses/${shop._id}/analytics?duration=7&durationType=DAY`;
    expect((await http().get(week, token)).statusCode).toBe(200);

    const gated = {
      secondBusiness: () =>
        http().post(
          '/businesses',
          { name: 'Second Shop', handle: `second-${vendor.id.slice(-8)}` },
          token,
        ),
      product21: () =>
        http().post(
          '/products',
          { businessId: shop._id, name: 'Wax 21', unitPrice: 5000, quantity: 3 },
          token,
        ),
      year: () =>
        http().get(`/businesses/${shop._id}/analytics?duration=12&durationType=MONTH`, token),
      csv: () =>
        http().get(`/businesses/${shop._id}/sales-report/csv?from=2026-11-01&to=2026-11-05`, token),
      autoPayout: () =>
        http().put(
          `/payments/accounts/${vendor.id}/auto-payout`,
          { businessId: shop._id, autoPayout: true },
          token,
        ),
    };
    for (const [name, call] of Object.entries(gated)) {
      const res = await call();
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({
        name,
        status: 403,
        code: 'PLAN_UPGRADE_REQUIRED',
      });
    }
    expect(
      (
        await ctx.db.execute(
          sql`SELECT count(*)::int AS n FROM businesses WHERE owner_id = ${vendor.id}`,
        )
      ).rows[0],
    ).toEqual({ n: 1 });

    // Growth for 3 months from the wallet: active at once, ending in three months.
    const res = await buy(vendor, 'growth', {
      subscriptionId: 'GROWTH',
      months: '3',
      amount: '12825',
      point: '',
      payWith: 'WALLET',
    });
    expect(res.statusCode).toBe(200);
    const bought = res.json();
    expect(bought.message).toBe('You are on the Growth plan');
    expect(bought.data).toMatchObject({
      status: 'PAID',
      authorizationUrl: null,
      subscription: { plan: 'GROWTH', name: 'Growth', autoRenew: true },
    });
    const endsAt = new Date(bought.data.subscription.endsAt);
    const inThreeMonths = new Date();
    inThreeMonths.setUTCMonth(inThreeMonths.getUTCMonth() + 3);
    expect(Math.abs(endsAt.getTime() - inThreeMonths.getTime())).toBeLessThan(3 * 86_400_000);
    expect(await walletOf(vendor)).toBe(20_000 - 12_825);
    expect(await planOf(vendor)).toEqual({ name: 'Growth', plan: 'GROWTH' });

    expect((await gated.secondBusiness()).statusCode).toBe(201);
    expect((await gated.product21()).statusCode).toBe(201);
    expect((await gated.year()).statusCode).toBe(200);
    expect((await gated.csv()).statusCode).toBe(200);
    // The automatic payout is allowed now; this shop has no bank account yet.
    expect((await gated.autoPayout()).statusCode).toBe(404);

    const mine = (await http().get('/subscriptions/me', token)).json().data;
    expect(mine).toMatchObject({
      plan: 'GROWTH',
      usage: { businesses: 2, mostProducts: 21 },
      limits: { businesses: 3, productsPerBusiness: 300 },
      renewal: { plan: 'GROWTH', months: 3, amount: 12825 },
    });
    const history = (await http().get('/subscriptions/me/history', token)).json().data;
    expect(history).toMatchObject({
      totalRecords: 1,
      results: [{ plan: 'GROWTH', amount: 12825 }],
    });
  });

  it('refuses a changed price, a month count outside 1, 3, 6, 12, Free and unknown plans, charging nothing', async () => {
    const vendor = await vendorWithWallet(50_000);
    const cases: [string, object, number][] = [
      ['GROWTH', { months: 3, amount: 12000 }, 409],
      ['GROWTH', { months: 2, amount: 9000 }, 400],
      ['GROWTH', { months: 'three', amount: 12825 }, 400],
      ['GROWTH', { months: 1 }, 400],
      ['GROWTH', { months: 1, amount: 4500, point: -5 }, 400],
      ['GROWTH', { subscriptionId: 'PRO', months: 1, amount: 4500 }, 409],
      ['FREE', { months: 1, amount: 0 }, 409],
      ['GOLD', { months: 1, amount: 4500 }, 400],
    ];
    for (const [plan, body, status] of cases) {
      const res = await buy(vendor, plan, { payWith: 'WALLET', ...body });
      expect({ plan, body, status: res.statusCode }).toEqual({ plan, body, status });
    }
    expect(
      (await http().post('/subscriptions/GROWTH/subscribe', { months: 1, amount: 4500 }))
        .statusCode,
    ).toBe(401);
    expect(await walletOf(vendor)).toBe(50_000);
    expect(await termsOf(vendor)).toEqual([]);
  });

  it('pays by card on the sandbox: the plan starts once the payment is applied', async () => {
    const vendor = await vendorWithWallet(0);
    const res = await buy(vendor, 'PRO', { months: 1, amount: 12000, payWith: 'CARD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'PENDING', subscription: { plan: 'FREE' } });
    const back = await payOnSandbox(ctx.app, res.json().data.authorizationUrl);
    const paymentId = new URL(back).searchParams.get('payment');
    expect(new URL(back).pathname).toBe('/shopper/my-subscription');
    await http().patch(`/orders/transaction-order/${paymentId}`, undefined, {
      token: vendor.accessToken,
    });
    expect(await planOf(vendor)).toEqual({ name: 'Pro', plan: 'PRO' });
  });

  it('charges once for concurrent purchases with one Idempotency-Key', async () => {
    const vendor = await vendorWithWallet(10_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        buy(
          vendor,
          'GROWTH',
          { months: 1, amount: 4500, payWith: 'WALLET' },
          { 'idempotency-key': 'growth-nov' },
        ),
      ),
    );
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(await walletOf(vendor)).toBe(5_500);
    expect(await termsOf(vendor)).toHaveLength(1);
  });
});
