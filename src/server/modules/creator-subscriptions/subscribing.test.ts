import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import type { Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  ctx,
  services,
  http,
  creator,
  naira,
  fundedFan,
  setup,
  subscribeTo,
  cancel,
  creatorWithOffer,
  purchasesOf,
} from './creator-subscriptions.fixtures.ts';

describe('the offer', () => {
  it('a creator sets a price and perks; anyone reads it, only the creator changes it', async () => {
    const author = await creator();
    const other = await creator();
    const shopper = await newShopper(ctx.app);
    const body = { price: 1500, perks: 'Behind-the-scenes from the Aba workshop', isOpen: true };

    const cases: [Registered, string, object, number][] = [
      [author, author.id, { ...body, price: 100 }, 400],
      [author, author.id, { ...body, price: 200_000 }, 400],
      [author, author.id, { ...body, perks: '' }, 400],
      [author, author.id, { ...body, price: 1500.555 }, 400],
      [other, author.id, body, 403],
      [shopper, shopper.id, body, 403],
    ];
    for (const [who, id, payload, status] of cases)
      expect((await setup(who, id, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    expect((await http().get(`/users/${author.id}/subscriptions/offer`)).statusCode).toBe(404);
    expect((await http().patch(`/users/${author.id}/subscriptions/setup`, body)).statusCode).toBe(
      401,
    );

    const saved = await setup(author, author.id, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ price: 1500, isOpen: true, mine: null });
    const read = await http().get(`/users/${author.id}/subscriptions/offer`);
    expect(read.json().data).toMatchObject({
      creatorId: author.id,
      price: 1500,
      perks: body.perks,
      isOpen: true,
      mine: null,
    });
    // Only the creator sees their earnings.
    expect(
      (
        await http().get(`/users/${author.id}/subscriptions/summary`, {
          token: other.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    const summary = await http().get(`/users/${author.id}/subscriptions/summary`, {
      token: author.accessToken,
    });
    expect(summary.json().data).toMatchObject({
      offer: { price: 1500 },
      activeSubscribers: 0,
      earnings: 0,
    });
  });
});

describe('subscribing', () => {
  it('from the wallet: charged once, the creator earns the price less Oja’s share', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(5000);

    const res = await subscribeTo(fan, author.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Subscribed',
      data: {
        authorizationUrl: null,
        subscription: {
          creatorId: author.id,
          subscriberId: fan.id,
          status: 'ACTIVE',
          hasAccess: true,
          price: 2000,
          cancelAtPeriodEnd: false,
          user: { _id: author.id },
        },
      },
    });
    const end = new Date(res.json().data.subscription.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);
    expect(await naira(accounts.wallet(author.id))).toBe(1600);
    expect(await naira(accounts.revenue)).toBeGreaterThanOrEqual(400);

    // Again while active: refused, nothing charged.
    expect((await subscribeTo(fan, author.id)).statusCode).toBe(409);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);

    const offer = await http().get(`/users/${author.id}/subscriptions/offer`, {
      token: fan.accessToken,
    });
    expect(offer.json().data.mine).toMatchObject({ status: 'ACTIVE', hasAccess: true });
    const summary = await http().get(`/users/${author.id}/subscriptions/summary`, {
      token: author.accessToken,
    });
    expect(summary.json().data).toMatchObject({
      activeSubscribers: 1,
      earnings: 1600,
      earningsThisMonth: 1600,
    });
  });

  it('refuses what is not allowed or cannot be paid, and charges nothing', async () => {
    const author = await creatorWithOffer(2000);
    const noOffer = await creator();
    const poor = await fundedFan(500);
    const fan = await fundedFan(5000);

    expect((await subscribeTo(author, author.id)).statusCode).toBe(403);
    expect((await subscribeTo(fan, noOffer.id)).statusCode).toBe(404);
    expect((await subscribeTo(fan, uuidv7())).statusCode).toBe(404);
    expect((await subscribeTo(fan, author.id, { months: 2 })).statusCode).toBe(400);
    expect((await subscribeTo(fan, author.id, { action: 'JOIN' })).statusCode).toBe(400);
    expect((await subscribeTo(poor, author.id)).statusCode).toBe(409);
    expect((await cancel(fan, author.id)).statusCode).toBe(404);
    expect(
      (await http().patch(`/users/${author.id}/subscriptions/to`, { action: 'SUBSCRIBE' }))
        .statusCode,
    ).toBe(401);

    // Closed to new subscribers.
    await setup(author, author.id, { price: 2000, perks: 'Styling tips', isOpen: false });
    expect((await subscribeTo(fan, author.id)).statusCode).toBe(409);
    expect(await naira(accounts.wallet(fan.id))).toBe(5000);
    expect(await naira(accounts.wallet(poor.id))).toBe(500);
    expect(await naira(accounts.wallet(author.id))).toBe(0);
  });

  it('pays for several months at once, with reward points covering part', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(3000);
    await credit(ctx.db, services.ledger, accounts.points(fan.id), 500);
    const res = await subscribeTo(fan, author.id, { months: 3, point: 500 });
    expect(res.statusCode).toBe(200);
    expect(await naira(accounts.wallet(fan.id))).toBe(500);
    expect(await naira(accounts.points(fan.id))).toBe(0);
    expect(await naira(accounts.wallet(author.id))).toBe(2400);
    const end = new Date(res.json().data.subscription.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(85 * 86_400_000);
  });

  it('concurrent requests with one Idempotency-Key charge once', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(10_000);
    const key = uuidv7();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribeTo(fan, author.id, {}, key)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await purchasesOf(fan.id)).toBe(1);
    expect(await naira(accounts.wallet(fan.id))).toBe(8000);
    expect(await naira(accounts.wallet(author.id))).toBe(1600);
    // Repeated later with the same key: the same answer, no charge.
    expect((await subscribeTo(fan, author.id, {}, key)).statusCode).toBe(200);
    expect(await naira(accounts.wallet(fan.id))).toBe(8000);
  });

  it('by card: the provider’s page, then the subscription once paid', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(0);
    const res = await subscribeTo(fan, author.id, { payWith: 'CARD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription).toBeNull();
    expect(res.json().data.authorizationUrl).toEqual(expect.any(String));
  });
});
