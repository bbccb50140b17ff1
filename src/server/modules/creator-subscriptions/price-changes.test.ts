import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../ledger/ledger.public.ts';
import {
  ctx,
  services,
  http,
  naira,
  fundedFan,
  setup,
  subscribeTo,
  cancel,
  creatorWithOffer,
  endPeriod,
  purchasesOf,
  told,
  toldDaysAgo,
  mineOf,
  ledgerLines,
} from './creator-subscriptions.fixtures.ts';

describe('the price a fan saw (decision 041)', () => {
  it('a subscribe at a price that changed is refused with the new price, and charges nothing', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(5000);
    await setup(author, author.id, { price: 1500, perks: 'First looks' });
    const lines = await ledgerLines();

    const stale = await subscribeTo(fan, author.id, { amount: 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: { amount: expect.stringContaining('The price of this subscription is now ₦1,500') },
    });
    // Without the price shown, or with one that is not a number: 400.
    for (const amount of [undefined, 'abc', -5])
      expect((await subscribeTo(fan, author.id, { amount })).statusCode, String(amount)).toBe(400);
    expect(await purchasesOf(fan.id)).toBe(0);
    expect(await ledgerLines()).toBe(lines);
    expect(await naira(accounts.wallet(fan.id))).toBe(5000);
    expect(await naira(accounts.wallet(author.id))).toBe(0);
    expect(await mineOf(fan, author.id)).toBeUndefined();

    // At the price shown now, for three months: charged that, and it is the price agreed.
    const ok = await subscribeTo(fan, author.id, { amount: 1500, months: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.subscription).toMatchObject({ price: 1500, newPrice: null });
    expect(await naira(accounts.wallet(fan.id))).toBe(500);

    // Resuming after a cancel: the price shown must be the one this fan renews at.
    await cancel(fan, author.id);
    expect((await subscribeTo(fan, author.id, { amount: 1000 })).statusCode).toBe(409);
    expect((await mineOf(fan, author.id)).cancelAtPeriodEnd).toBe(true);
    expect((await subscribeTo(fan, author.id, { amount: 1500 })).statusCode).toBe(200);
    expect((await mineOf(fan, author.id)).cancelAtPeriodEnd).toBe(false);
    expect(await naira(accounts.wallet(fan.id))).toBe(500);
  });

  it('a raise is told at once; a renewal inside 7 days keeps the old price, the one after ends the subscription unaccepted', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(5000);
    await subscribeTo(fan, author.id);
    const raised = await setup(author, author.id, { price: 1500, perks: 'First looks' });
    expect(raised.statusCode).toBe(200);

    // Told in the app and by e-mail, with the date it would apply from.
    const mine = await mineOf(fan, author.id);
    expect(mine).toMatchObject({
      price: 1000,
      newPrice: 1500,
      newPriceAccepted: false,
      newPriceFrom: mine.currentPeriodEnd,
    });
    const raise = await told(fan, 'subscription_price_raised');
    expect(raise.notices).toEqual([
      {
        title: expect.stringContaining('raising their subscription to ₦1,500'),
        body: expect.stringContaining('We will not charge the new price unless you accept it'),
      },
    ]);
    expect(raise.mails).toContainEqual(expect.stringContaining('subscription to ₦1,500'));
    // The profile shows the fan their own price and the one waiting.
    const offer = await http().get(`/users/${author.id}/subscriptions/offer`, {
      token: fan.accessToken,
    });
    expect(offer.json().data).toMatchObject({
      price: 1500,
      mine: { price: 1000, newPrice: 1500, newPriceAccepted: false },
    });

    // A renewal 3 days after the notice is too soon: the new price would apply a month later.
    await ctx.db.execute(sql`UPDATE creator_subscriptions
      SET current_period_end = now() + interval '3 days'
      WHERE creator_id = ${author.id} AND subscriber_id = ${fan.id}`);
    const soon = await mineOf(fan, author.id);
    const gap = Date.parse(soon.newPriceFrom) - Date.parse(soon.currentPeriodEnd);
    expect(gap).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(gap).toBeLessThanOrEqual(31 * 86_400_000);

    // The notice came less than 7 days before this renewal: the agreed price.
    await endPeriod(author.id, fan.id);
    expect(await services.creatorSubscriptions.renewDue()).toBe(1);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);
    expect(await mineOf(fan, author.id)).toMatchObject({
      status: 'ACTIVE',
      price: 1000,
      newPrice: 1500,
    });

    // The next renewal is more than 7 days after the notice, and the fan never accepted:
    // not renewed, nothing taken, the fan told why.
    await toldDaysAgo(author.id, fan.id, 8);
    await endPeriod(author.id, fan.id);
    const lines = await ledgerLines();
    expect(await services.creatorSubscriptions.renewDue()).toBe(1);
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);
    expect(await ledgerLines()).toBe(lines);
    expect(await purchasesOf(fan.id)).toBe(2);
    expect(await naira(accounts.wallet(fan.id))).toBe(3000);
    expect(await mineOf(fan, author.id)).toMatchObject({
      status: 'ENDED',
      hasAccess: false,
      price: 1000,
      newPrice: 1500,
    });
    const ended = await told(fan, 'subscription_price_ended');
    expect(ended.notices).toEqual([
      {
        title: expect.stringContaining(`Your subscription to`),
        body: expect.stringContaining('you did not accept it'),
      },
    ]);
    expect(ended.mails).toContainEqual(expect.stringMatching(/^Your subscription to .* ends on/));
  });
});
