import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import {
  activeAd,
  adBody,
  adRow,
  as,
  createAd,
  ctx,
  http,
  naira,
  services,
  decide,
  vendorWithProduct,
  walletOf,
} from './ads.fixtures.ts';

const noticesOf = async (userId: string) =>
  (
    await ctx.db.execute<{ type: string; title: string; body: string; link: string }>(
      sql`SELECT type, title, body, link FROM notifications WHERE user_id = ${userId}
          AND type LIKE 'ad_%' ORDER BY created_at`,
    )
  ).rows;

describe('buying an ad', () => {
  it('pays the whole budget from the wallet into the ad’s account and waits for review', async () => {
    const { owner, shop, product } = await vendorWithProduct(10_000);
    const res = await createAd(owner, adBody(product._id));
    expect(res.statusCode).toBe(200);
    const { ad, authorizationUrl } = res.json().data;
    expect(authorizationUrl).toBeNull();
    expect(ad).toMatchObject({
      kind: 'PRODUCT',
      status: 'PENDING',
      businessId: shop._id,
      target: { _id: product._id, title: product.name, price: 12_500 },
      account: { budget: 1000, spent: 0, remaining: 1000, dailyBudget: 500, days: 2, maxCpc: 50 },
    });
    expect(await walletOf(owner)).toBe(9_000);
    expect(await naira(accounts.ad(ad._id))).toBe(1000);
    expect(await services.ledger.total()).toBe(0n);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { owner, product } = await vendorWithProduct(10_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ dailyBudget: 400, amount: 800 }, 'dailyBudget'],
      [{ maxCpc: 10 }, 'maxCpc'],
      [{ days: 0, amount: 0 }, 'days'],
      [{ placements: [] }, 'placements'],
      [{ kind: 'BANNER' }, 'kind'],
      [{ targetId: 'nope' }, 'targetId'],
    ];
    for (const [change, field] of cases) {
      const res = await createAd(owner, adBody(product._id, change));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().message)).toContain(field);
    }
    const wrongTotal = await createAd(owner, adBody(product._id, { amount: 900 }));
    expect(wrongTotal.statusCode).toBe(409);
    expect(wrongTotal.json().message.amount).toBe('The total for this ad is ₦1,000');
    expect(await walletOf(owner)).toBe(10_000);
    const rows = await ctx.db.execute(sql`SELECT 1 FROM ads WHERE owner_id = ${owner.id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('refuses a budget the wallet cannot cover, charging nothing and keeping no ad', async () => {
    const { owner, product } = await vendorWithProduct(700);
    const res = await createAd(owner, adBody(product._id));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.stringify(res.json().message)).toMatch(/wallet|balance|enough/i);
    expect(await walletOf(owner)).toBe(700);
    const rows = await ctx.db.execute(sql`SELECT 1 FROM ads WHERE owner_id = ${owner.id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('promotes only what is yours', async () => {
    const { product } = await vendorWithProduct(0);
    const other = await vendorWithProduct(10_000);
    const res = await createAd(other.owner, adBody(product._id));
    expect(res.statusCode).toBe(403);
    expect(await walletOf(other.owner)).toBe(10_000);
    const anonymous = await http().post('/ads', adBody(product._id));
    expect(anonymous.statusCode).toBe(401);
  });

  it('buys once for one Idempotency-Key', async () => {
    const { owner, product } = await vendorWithProduct(10_000);
    const [a, b] = await Promise.all([
      createAd(owner, adBody(product._id), 'ad-key-1'),
      createAd(owner, adBody(product._id), 'ad-key-1'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toContain(200);
    const ids = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json().data.ad._id);
    expect(new Set(ids).size).toBe(1);
    expect(await walletOf(owner)).toBe(9_000);
  });

  it('opens a card payment and keeps the ad awaiting it', async () => {
    const { owner, product } = await vendorWithProduct(0);
    const res = await createAd(owner, adBody(product._id, { payWith: 'CARD' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.authorizationUrl).toMatch(/^http/);
    expect(res.json().data.ad.status).toBe('AWAITING_PAYMENT');
  });
});

describe('review, pause and end', () => {
  it('is approved only in the console, not by its owner nor the admin role; others see a showing ad without its money', async () => {
    const { owner, product } = await vendorWithProduct(10_000);
    const id = (await createAd(owner, adBody(product._id))).json().data.ad._id;
    const self = await http().patch(`/ads/${id}`, { status: 'ACTIVE' }, as(owner));
    expect(self.statusCode).toBe(403);
    const admin = await registerUser(ctx.app);
    await ctx.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${admin.id}`);
    // The admin role no longer reviews through `PATCH ads/{id}`: approving is refused, and a
    // rejection is not a change the call takes.
    expect((await http().patch(`/ads/${id}`, { status: 'ACTIVE' }, as(admin))).statusCode).toBe(
      403,
    );
    const reject = { status: 'REJECTED', rejectReason: 'Blurry picture' };
    expect((await http().patch(`/ads/${id}`, reject, as(admin))).statusCode).toBe(400);
    expect((await adRow(id))!.status).toBe('PENDING');
    const approved = await decide(id, { decision: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('ACTIVE');
    expect(approved.json().data.endsAt).not.toBeNull();
    expect(await noticesOf(owner.id)).toEqual([
      expect.objectContaining({ type: 'ad_approved', title: 'Your ad is showing' }),
    ]);

    const stranger = await registerUser(ctx.app);
    const listed = await http().get('/ads?adLocations=HOME_PAGE&limit=100');
    const mine = listed.json().data.results.find((a: { _id: string }) => a._id === id);
    expect(mine).toMatchObject({ status: 'ACTIVE', account: null });
    const edit = await http().patch(`/ads/${id}`, { status: 'PAUSED' }, as(stranger));
    expect(edit.statusCode).toBe(403);
    const figures = await http().get(`/ads/${id}/figures`, as(stranger));
    expect(figures.statusCode).toBe(403);
    expect((await adRow(id))!.status).toBe('ACTIVE');
  });

  it('pauses, resumes, sends edits back to review, and ends with the rest refunded to the kobo', async () => {
    const ad = await activeAd();
    const patch = (body: object) => http().patch(`/ads/${ad.id}`, body, as(ad.owner));
    const paused = (await patch({ status: 'PAUSED' })).json();
    expect(paused).toMatchObject({ message: 'Your ad is paused', data: { status: 'PAUSED' } });
    expect((await patch({ status: 'PAUSED' })).statusCode).toBe(409);
    expect((await patch({ status: 'ACTIVE' })).json().data.status).toBe('ACTIVE');
    expect((await patch({ maxCpc: 60, status: 'PAUSED' })).statusCode).toBe(400);
    expect((await patch({ maxCpc: 60 })).json().data.status).toBe('PENDING');
    const ended = await patch({ status: 'CANCELLED' });
    expect(ended.json().data).toMatchObject({ status: 'CANCELLED', account: { refunded: 1000 } });
    expect(await walletOf(ad.owner)).toBe(10_000);
    expect(await naira(accounts.ad(ad.id))).toBe(0);
    expect((await patch({ status: 'CANCELLED' })).statusCode).toBe(409);
    expect(await walletOf(ad.owner)).toBe(10_000);
  });

  it('rejects with a reason and refunds', async () => {
    const { owner, shop, product } = await vendorWithProduct(10_000);
    const id = (await createAd(owner, adBody(product._id))).json().data.ad._id;
    const noReason = await decide(id, { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(id, {
      decision: 'REJECT',
      reason: 'The picture shows another product',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      account: { rejectReason: 'The picture shows another product', refunded: 1000 },
    });
    expect(await walletOf(owner)).toBe(10_000);
    const [notice] = await noticesOf(owner.id);
    expect(notice).toMatchObject({ type: 'ad_rejected', link: `/vendor/${shop._id}/run-ads` });
    expect(notice!.body).toBe(
      'The picture shows another product. ₦1,000 unspent went back to you.',
    );
  });

  it('the console reviews: approved shows, rejected refunds, each on the audit record', async () => {
    const { staffMember, auditOf } = staffFixtures(() => ctx);
    const content = await staffMember('content');
    const { owner, product } = await vendorWithProduct(10_000);
    const first = (await createAd(owner, adBody(product._id))).json().data.ad._id;
    const second = (await createAd(owner, adBody(product._id))).json().data.ad._id;
    const decide = (id: string, body: object, token = content.token) =>
      http().post(`/console/ads/${id}/decision`, body, { token });
    const queue = (await http().get('/console/ads', { token: content.token })).json().data;
    expect(queue.results.map((a: { _id: string }) => a._id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((await decide(first, { decision: 'APPROVE' }, owner.accessToken)).statusCode).toBe(403);
    expect((await decide(second, { decision: 'REJECT' })).json().message).toEqual({
      reason: 'Say why it is rejected (5 characters or more): the requester is told',
    });

    const approved = await decide(first, { decision: 'APPROVE' });
    expect(approved.json()).toMatchObject({ data: { status: 'ACTIVE' } });
    expect((await decide(first, { decision: 'APPROVE' })).statusCode).toBe(409);
    const rejected = await decide(second, { decision: 'REJECT', reason: 'Blurry picture' });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      account: { rejectReason: 'Blurry picture', refunded: 1000 },
    });
    expect(await walletOf(owner)).toBe(9000);
    expect((await auditOf(first)).map((a) => a.action)).toEqual(['ad.approve']);
    expect(await auditOf(second)).toEqual([
      {
        action: 'ad.reject',
        reason: 'Blurry picture',
        before: null,
        after: { status: 'REJECTED' },
      },
    ]);
  });

  it('ends ads whose days are over once, however often the job runs', async () => {
    const ad = await activeAd();
    await ctx.db.execute(
      sql`UPDATE ads SET ends_at = now() - interval '1 minute' WHERE id = ${ad.id}`,
    );
    await Promise.all([services.ads.runEnd(), services.ads.runEnd()]);
    await services.ads.runEnd();
    expect((await adRow(ad.id))!.status).toBe('COMPLETED');
    expect(await walletOf(ad.owner)).toBe(10_000);
    expect(await services.ledger.total()).toBe(0n);
  });
});

describe('reach', () => {
  it('estimates clicks and impressions a day for a budget', async () => {
    const res = await http().get('/ads/reach?dailyBudget=2000&maxCpc=50');
    expect(res.statusCode).toBe(200);
    const reach = res.json().data;
    expect(reach.clicksPerDay.high).toBeGreaterThan(0);
    expect(reach.clicksPerDay.low).toBeLessThanOrEqual(reach.clicksPerDay.high);
    expect(reach.impressionsPerDay.high).toBeGreaterThan(reach.clicksPerDay.high);
    expect((await http().get('/ads/reach?dailyBudget=100&maxCpc=50')).statusCode).toBe(400);
  });
});
