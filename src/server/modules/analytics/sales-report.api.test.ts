import { describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, openShop } from '../../testing/shop.ts';
import { givePlan } from '../../testing/plans.ts';
import { api, registerUser, type Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { ctx, services, move, complete } from './analytics.fixtures.ts';

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
