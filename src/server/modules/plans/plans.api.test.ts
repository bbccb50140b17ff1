import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import { addProduct, payOnSandbox } from '../../testing/shop.ts';
import {
  api,
  createBusiness,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

let ctx: TestContext;
let services: Services;
beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db });
});
afterAll(() => ctx.close());
afterEach(async () => {
  // Every naira that moved is accounted for.
  expect(await services.ledger.total()).toBe(0n);
});

const http = () => api(ctx.app);
const walletOf = async (user: Registered) =>
  Number(await services.ledger.balance(accounts.wallet(user.id))) / 100;
const planOf = async (user: Registered) =>
  (await http().get('/users/me', { token: user.accessToken })).json().data.subscription;
const buy = (user: Registered, plan: string, body: object, headers?: Record<string, string>) =>
  http().post(`/subscriptions/${plan}/subscribe`, body, { token: user.accessToken, headers });
const termsOf = async (user: Registered) =>
  (
    await ctx.db.execute<{ plan: string; status: string; starts_at: string; ends_at: string }>(
      sql`SELECT plan, status, starts_at, ends_at, credited_kobo FROM plan_terms
          WHERE user_id = ${user.id} ORDER BY created_at`,
    )
  ).rows.map((r) => ({
    ...r,
    starts_at: new Date(r.starts_at),
    ends_at: new Date(r.ends_at),
  }));
const noticesOf = async (user: Registered) =>
  (
    await ctx.db.execute<{ type: string }>(
      sql`SELECT type FROM notifications WHERE user_id = ${user.id} AND type LIKE 'plan_%'
          ORDER BY created_at`,
    )
  ).rows.map((r) => r.type);

async function vendorWithWallet(naira: number) {
  const vendor = await registerUser(ctx.app);
  if (naira > 0) await credit(ctx.db, services.ledger, accounts.wallet(vendor.id), naira);
  return vendor;
}

/** Moves a user's terms back in time, as if they were bought `days` ago. */
const age = (user: Registered, days: number) =>
  ctx.db.execute(sql`UPDATE plan_terms SET starts_at = starts_at - make_interval(days => ${days}),
    ends_at = ends_at - make_interval(days => ${days}) WHERE user_id = ${user.id}`);

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

describe('changing plans', () => {
  it('an upgrade starts at once and credits the unused days of the plan it replaces to the wallet', async () => {
    const vendor = await vendorWithWallet(30_000);
    await buy(vendor, 'GROWTH', { months: 1, amount: 4500, payWith: 'WALLET' });
    // Ten days into the month, the rest of it is worth about two thirds of what was paid.
    await age(vendor, 10);
    const res = await buy(vendor, 'PRO', { months: 1, amount: 12000, payWith: 'WALLET' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription.plan).toBe('PRO');
    const terms = await termsOf(vendor);
    expect(terms.map((t) => [t.plan, t.status])).toEqual([
      ['GROWTH', 'REPLACED'],
      ['PRO', 'ACTIVE'],
    ]);
    const wallet = await walletOf(vendor);
    const creditedBack = wallet - (30_000 - 4_500 - 12_000);
    const span = terms[0]!.ends_at.getTime() - terms[0]!.starts_at.getTime();
    expect(span).toBeGreaterThan(9 * 86_400_000); // the replaced term ends when it was replaced
    expect(creditedBack).toBeGreaterThan(4_500 * (18 / 31));
    expect(creditedBack).toBeLessThan(4_500 * (21 / 28));
  });

  it('the same or a smaller plan waits for the running one to end', async () => {
    const vendor = await vendorWithWallet(30_000);
    await buy(vendor, 'PRO', { months: 1, amount: 12000, payWith: 'WALLET' });
    await buy(vendor, 'GROWTH', { months: 3, amount: 12825, payWith: 'WALLET' });
    const mine = (await http().get('/subscriptions/me', { token: vendor.accessToken })).json().data;
    expect(mine.plan).toBe('PRO');
    expect(mine.upcoming).toHaveLength(1);
    const [pro, growth] = await termsOf(vendor);
    expect(growth!.starts_at.getTime()).toBe(pro!.ends_at.getTime());
    expect(mine.endsAt).toBe(growth!.ends_at.toISOString());
    expect(await walletOf(vendor)).toBe(30_000 - 12_000 - 12_825);
  });
});

describe('the expiry job', () => {
  it('reminds 3 days ahead, then returns a plan that does not renew to Free, keeping everything', async () => {
    const vendor = await vendorWithWallet(10_000);
    await buy(vendor, 'GROWTH', { months: 1, amount: 4500, payWith: 'WALLET' });
    // A switch that is not on or off is refused, and changes nothing.
    const bad = await http().patch(
      '/subscriptions/me/auto-renew',
      { autoRenew: 'sometimes' },
      { token: vendor.accessToken },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toHaveProperty('autoRenew');
    expect(
      (await http().get('/subscriptions/me', { token: vendor.accessToken })).json().data.autoRenew,
    ).toBe(true);
    expect(
      (await http().get('/subscriptions/me/history?limit=0', { token: vendor.accessToken }))
        .statusCode,
    ).toBe(400);
    expect(
      (await http().patch('/subscriptions/me/auto-renew', { autoRenew: false })).statusCode,
    ).toBe(401);
    const renew = await http().patch(
      '/subscriptions/me/auto-renew',
      { autoRenew: false },
      { token: vendor.accessToken },
    );
    expect(renew.json().data).toMatchObject({ autoRenew: false, renewal: null });
    const shops = [await createBusiness(ctx.app, vendor), await createBusiness(ctx.app, vendor)];

    await ctx.db.execute(
      sql`UPDATE plan_terms SET ends_at = now() + interval '2 days' WHERE user_id = ${vendor.id}`,
    );
    await services.plans.runExpiry();
    await services.plans.runExpiry();
    expect(await noticesOf(vendor)).toEqual(['plan_reminder']);
    expect(await planOf(vendor)).toMatchObject({ plan: 'GROWTH' });

    await ctx.db.execute(
      sql`UPDATE plan_terms SET ends_at = now() - interval '1 minute' WHERE user_id = ${vendor.id}`,
    );
    // The plan is over as soon as its time is, whether or not the job has run.
    expect(await planOf(vendor)).toMatchObject({ plan: 'FREE' });
    await services.plans.runExpiry();
    expect(await noticesOf(vendor)).toEqual(['plan_reminder', 'plan_ended']);
    expect((await termsOf(vendor)).map((t) => t.status)).toEqual(['ENDED']);
    // Nothing is lost: both businesses stay; only a third one is refused.
    for (const shop of shops)
      expect((await http().get(`/businesses/${shop._id}`)).statusCode).toBe(200);
    const third = await http().post(
      '/businesses',
      { name: 'Third Shop', handle: `third-${vendor.id.slice(-8)}` },
      { token: vendor.accessToken },
    );
    expect(third.statusCode).toBe(403);
    expect(await walletOf(vendor)).toBe(5_500);
    const mail = await ctx.db.execute(
      sql`SELECT subject FROM outbox_messages WHERE recipient = ${vendor.input.email} AND subject LIKE '%plan%'`,
    );
    expect(mail.rows.length).toBe(2);
  });

  it('renews from the wallet in the last hour, once however often it runs; an empty wallet lapses', async () => {
    const vendor = await vendorWithWallet(5_000);
    await buy(vendor, 'GROWTH', { months: 1, amount: 4500, payWith: 'WALLET' });
    await ctx.db.execute(
      sql`UPDATE plan_terms SET ends_at = now() + interval '30 minutes', reminded_at = now()
          WHERE user_id = ${vendor.id}`,
    );
    await credit(ctx.db, services.ledger, accounts.wallet(vendor.id), 4_000);
    await Promise.all([services.plans.runExpiry(), services.plans.runExpiry()]);
    await services.plans.runExpiry();
    expect(await walletOf(vendor)).toBe(5_000 - 4_500 + 4_000 - 4_500);
    const terms = await termsOf(vendor);
    expect(terms).toHaveLength(2);
    expect(terms[1]!.starts_at.getTime()).toBe(terms[0]!.ends_at.getTime());
    expect(await noticesOf(vendor)).toEqual(['plan_renewed']);

    // The renewed month runs out with ₦0 in the wallet: the renewal fails and Free follows.
    await ctx.db.execute(
      sql`UPDATE plan_terms SET starts_at = starts_at - s.d, ends_at = ends_at - s.d
          FROM (SELECT max(ends_at) - now() + interval '1 second' AS d FROM plan_terms
                WHERE user_id = ${vendor.id}) s
          WHERE user_id = ${vendor.id}`,
    );
    await services.plans.runExpiry();
    await services.plans.runExpiry();
    expect(await noticesOf(vendor)).toEqual(['plan_renewed', 'plan_renewal_failed']);
    expect(await planOf(vendor)).toMatchObject({ plan: 'FREE' });
    expect(await walletOf(vendor)).toBe(0);
  });
});
