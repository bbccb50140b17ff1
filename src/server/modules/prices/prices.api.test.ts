import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PriceItemView } from '#shared/schemas/prices.ts';
import { newShopper } from '../../testing/shop.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  buy,
  ctx,
  http,
  noticesOf,
  services,
  termsOf,
  vendorWithWallet,
  walletOf,
} from '../plans/plans.fixtures.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

const { staffMember, auditOf } = staffFixtures(() => ctx);
const posts = postFixtures(() => ctx);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const reason = 'New prices for 2027 after the sellers’ survey';

async function setPrice(token: string, body: object) {
  return http().post('/console/prices', { reason, ...body }, { token });
}
const itemOf = (list: PriceItemView[], item: string) => list.find((i) => i.item === item);
const growthMonthly = async () =>
  (await http().get('/subscriptions')).json().data.find((p: { _id: string }) => p._id === 'GROWTH');

describe("Oja's own prices", () => {
  it('a new plan price shows at once, is what a purchase costs, and a price shown before is refused', async () => {
    const finance = await staffMember('finance');
    const list = (await http().get('/console/prices', { token: finance.token })).json().data;
    expect(itemOf(list, 'plan:GROWTH')).toMatchObject({
      name: 'Growth plan',
      group: 'plans',
      current: { price: 4500, effectiveFrom: null },
    });
    const set = await setPrice(finance.token, { item: 'plan:GROWTH', price: 5000 });
    expect(set.statusCode).toBe(201);
    expect(set.json().message).toMatch(/^Growth plan: ₦5,000 from /);
    const growth = itemOf(set.json().data, 'plan:GROWTH')!;
    expect(growth).toMatchObject({
      current: { price: 5000, setBy: expect.any(String) },
      past: [{ price: 4500, effectiveFrom: null }],
    });
    expect(await growthMonthly()).toMatchObject({
      monthlyPrice: 5000,
      terms: expect.arrayContaining([
        { months: 1, amount: 5000, discountPercent: 0 },
        { months: 12, amount: 48000, discountPercent: 20 },
      ]),
    });

    const vendor = await vendorWithWallet(20_000);
    const stale = await buy(vendor, 'GROWTH', { months: 1, amount: 4500, payWith: 'WALLET' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toEqual({ amount: 'The price of this plan is now ₦5,000' });
    expect(await walletOf(vendor)).toBe(20_000);
    const fresh = await buy(vendor, 'GROWTH', { months: 1, amount: 5000, payWith: 'WALLET' });
    expect(fresh.statusCode).toBe(200);
    expect(await walletOf(vendor)).toBe(15_000);

    const [record] = await auditOf(growth.current._id!);
    expect(record).toMatchObject({
      action: 'price.set',
      before: { item: 'plan:GROWTH', name: 'Growth plan', price: 4500 },
      after: {
        item: 'plan:GROWTH',
        name: 'Growth plan',
        price: 5000,
        effectiveFrom: expect.any(String),
      },
    });
  });

  it('a price for later waits, and what was bought before keeps its price', async () => {
    const finance = await staffMember('finance');
    const later = await setPrice(finance.token, {
      item: 'theme:adire',
      price: 2600,
      effectiveFrom: inHours(48),
    });
    expect(later.statusCode).toBe(201);
    expect(itemOf(later.json().data, 'theme:adire')).toMatchObject({
      current: { price: 2000, effectiveFrom: null },
      scheduled: [{ price: 2600 }],
    });
    const theme = (await http().get('/themes/adire')).json().data;
    expect(theme).toMatchObject({ monthlyPrice: 2000 });
    // At the start it is the price.
    expect(await services.prices.at('theme:adire', new Date(Date.now() + 49 * 3_600_000))).toBe(
      260_000n,
    );
  });

  it('a renewal costs the price then, never more than the term it renews', async () => {
    const finance = await staffMember('finance');
    const vendor = await vendorWithWallet(20_000);
    await buy(vendor, 'PRO', { months: 1, amount: 12000, payWith: 'WALLET' });
    await setPrice(finance.token, { item: 'plan:PRO', price: 15_000 });
    await ctx.db.execute(
      sql`UPDATE plan_terms SET ends_at = now() + interval '2 days' WHERE user_id = ${vendor.id}`,
    );
    // The reminder names what the renewal will take: the ₦12,000 agreed to, not ₦15,000.
    await services.plans.runExpiry();
    const mine = (await http().get('/subscriptions/me', { token: vendor.accessToken })).json().data;
    expect(mine.renewal).toMatchObject({ plan: 'PRO', amount: 12000 });
    await ctx.db.execute(
      sql`UPDATE plan_terms SET ends_at = now() + interval '30 minutes' WHERE user_id = ${vendor.id}`,
    );
    await credit(ctx.db, services.ledger, accounts.wallet(vendor.id), 5_000);
    await services.plans.runExpiry();
    expect(await noticesOf(vendor)).toEqual(['plan_reminder', 'plan_renewed']);
    expect(await walletOf(vendor)).toBe(20_000 - 12_000 + 5_000 - 12_000);

    // A lower price is passed on to the next renewal.
    await setPrice(finance.token, { item: 'plan:PRO', price: 10_000 });
    const terms = await termsOf(vendor);
    expect(terms).toHaveLength(2);
    const renewed = (await http().get('/subscriptions/me', { token: vendor.accessToken })).json()
      .data;
    expect(renewed.renewal).toMatchObject({ amount: 10_000 });
  });

  it('a super-like and a badge cost their new price; an old price shown is refused', async () => {
    const finance = await staffMember('finance');
    await setPrice(finance.token, { item: 'super_like:MID', price: 150 });
    await setPrice(finance.token, { item: 'badge:PERSONAL', price: 2500 });
    const tiers = (await http().get('/posts/super-likes/tiers')).json().data;
    expect(tiers[0]).toMatchObject({ tier: 'MID', fee: 150 });

    const author = await posts.creator();
    const post = (await posts.publish(author, { text: 'New adire drop this Friday' })).json().data;
    const fan = await newShopper(ctx.app);
    await credit(ctx.db, services.ledger, accounts.wallet(fan.id), 1_000);
    const like = (amount: number) =>
      http().post(
        `/posts/${post._id}/super-like?tag=mid`,
        { payWith: 'WALLET', amount },
        { token: fan.accessToken },
      );
    const stale = await like(100);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The price of the Aquarius super-like is now ₦150');
    expect(await walletOf(fan)).toBe(1_000);
    expect((await like(150)).statusCode).toBe(200);
    expect(await walletOf(fan)).toBe(850);

    const badge = (
      await http().get(`/users/${fan.id}/badge/verification`, { token: fan.accessToken })
    ).json().data;
    expect(badge).toMatchObject({ kind: 'PERSONAL', fee: 2500 });
  });

  it('never starts a price in the past, checks the price, and is for finance and admins only', async () => {
    const [finance, content] = [await staffMember('finance'), await staffMember('content')];
    const shopper = await newShopper(ctx.app);
    const proNow = async () =>
      itemOf(
        (await http().get('/console/prices', { token: finance.token })).json().data,
        'plan:PRO',
      );
    const before = await proNow();
    const past = await setPrice(finance.token, {
      item: 'plan:PRO',
      price: 9000,
      effectiveFrom: inHours(-24),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toEqual({
      effectiveFrom: 'A new price starts now or later: what was bought keeps its price',
    });
    for (const [body, field] of [
      [{ item: 'plan:FREE', price: 100 }, 'item'],
      [{ item: 'theme:ivy', price: 100 }, 'item'],
      [{ item: 'plan:PRO', price: 10 }, 'price'],
      [{ item: 'plan:PRO', price: 99.5 }, 'price'],
      [{ item: 'plan:PRO', price: 2_000_000 }, 'price'],
      [{ item: 'plan:PRO', price: 9000, reason: 'cheaper' }, 'reason'],
    ] as const) {
      const res = await setPrice(finance.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().message)).toContain(field);
    }
    for (const token of [content.token, shopper.accessToken]) {
      expect((await http().get('/console/prices', { token })).statusCode).toBe(403);
      expect((await setPrice(token, { item: 'plan:PRO', price: 9000 })).statusCode).toBe(403);
    }
    // Nothing refused was written.
    expect(await proNow()).toEqual(before);
  });
});
