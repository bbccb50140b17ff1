import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  ctx,
  services,
  http,
  walletOf,
  planOf,
  buy,
  termsOf,
  noticesOf,
  vendorWithWallet,
  age,
} from './plans.fixtures.ts';

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
    // The plan is over as soon as its time is, whether or not the job has run. (The write above
    // stands in for the clock: it reaches the app's profile copy as any other process's write
    // does, through the tables' NOTIFY, a moment later; a real clock ends the copy on time.)
    await expect.poll(() => planOf(vendor)).toMatchObject({ plan: 'FREE' });
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
