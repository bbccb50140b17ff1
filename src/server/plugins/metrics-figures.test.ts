import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILS, usablePayoutAccount } from '../modules/payouts/withdrawals.fixtures.ts';
import { addProduct, openShop, payOnSandbox, placeOrder } from '../testing/shop.ts';
import { api, createTestContext, registerUser, type TestContext } from '../testing/test-app.ts';

/** What the modules report to monitoring: payments waiting on the provider, withdrawals failing. */
const TOKEN = 'scrape-token-0123456789abcdef';

let ctx: TestContext;
beforeAll(async () => {
  // Card money may leave for a bank at once, so a withdrawal can be made from a fresh top-up.
  ctx = await createTestContext((c) => ({
    ...c,
    metricsToken: TOKEN,
    payments: { ...c.payments, cardHoldMs: 0 },
  }));
});
afterAll(() => ctx.close());

const figures = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
  ).body;

describe('the modules’ figures in /metrics', () => {
  it('counts payments the provider has not answered after ten minutes', async () => {
    expect(await figures()).toContain('oja_payments_pending_over_10m 0');
    const own = await openShop(ctx.app);
    const item = await addProduct(ctx.app, own.vendor, own.shop._id, { quantity: 3 });
    const buyer = await registerUser(ctx.app);
    const fresh = await placeOrder(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
    const old = await placeOrder(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
    await ctx.db.execute(
      sql`UPDATE payment_transactions SET created_at = now() - interval '20 minutes' WHERE id = ${old.transaction._id}`,
    );
    // Only the old one counts; once it is paid and settled, it no longer does.
    expect(await figures()).toContain('oja_payments_pending_over_10m 1');
    expect(fresh.transaction._id).not.toBe(old.transaction._id);
    await payOnSandbox(ctx.app, old.authorizationUrl);
    await api(ctx.app).patch(`/orders/transaction-order/${old.transaction._id}`, undefined, {
      token: buyer.accessToken,
    });
    expect(await figures()).toContain('oja_payments_pending_over_10m 0');
  });

  it('counts withdrawals that failed in the last hour and those pending past ten minutes', async () => {
    const seller = await registerUser(ctx.app);
    await usablePayoutAccount(ctx.app, ctx.db, seller, FAILS);
    const funding = await api(ctx.app).post(`/users/${seller.id}/wallet/5000/funds`, undefined, {
      token: seller.accessToken,
    });
    const { transaction, authorizationUrl } = funding.json().data;
    await payOnSandbox(ctx.app, authorizationUrl);
    await api(ctx.app).patch(`/orders/transaction-order/${transaction._id}`, undefined, {
      token: seller.accessToken,
    });
    const sent = await api(ctx.app).post(
      `/payments/users/${seller.id}/transfer`,
      { amount: 1000, reason: 'FUND_WITHDRAWAL' },
      { token: seller.accessToken },
    );
    expect(sent.statusCode).toBe(201);
    // The provider answers later that the bank refused it.
    await expect
      .poll(figures, { timeout: 15_000 })
      .toContain('oja_withdrawals{state="failed_last_hour"} 1');
    let text = await figures();
    expect(text).toContain('oja_withdrawals{state="pending_over_10m"} 0');

    await ctx.db.execute(
      sql`UPDATE withdrawals SET status = 'PENDING', settled_at = NULL, created_at = now() - interval '15 minutes' WHERE user_id = ${seller.id}`,
    );
    text = await figures();
    expect(text).toContain('oja_withdrawals{state="failed_last_hour"} 0');
    expect(text).toContain('oja_withdrawals{state="pending_over_10m"} 1');
  });
});
