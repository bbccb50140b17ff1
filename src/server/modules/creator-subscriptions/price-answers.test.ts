import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import type { Registered } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import {
  ctx,
  services,
  naira,
  fundedFan,
  setup,
  subscribeTo,
  cancel,
  creatorWithOffer,
  endPeriod,
  told,
  toldDaysAgo,
  mineOf,
  answer,
} from './creator-subscriptions.fixtures.ts';

describe('the price a fan saw (decision 041)', () => {
  it('an accepted raise is charged from the renewal it applies to, once, and then kept', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(10_000);
    await subscribeTo(fan, author.id);
    await setup(author, author.id, { price: 1500, perks: 'First looks' });

    const accepted = await answer(fan, author.id, { decision: 'ACCEPT', amount: 1500 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      price: 1000,
      newPrice: 1500,
      newPriceAccepted: true,
      status: 'ACTIVE',
    });

    // Accepted, but the renewal is inside the 7 days: still the agreed price.
    await endPeriod(author.id, fan.id);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(8000);

    // The renewal it applies to: the new price, once, however many passes run.
    await toldDaysAgo(author.id, fan.id, 8);
    await endPeriod(author.id, fan.id);
    await Promise.all([
      services.creatorSubscriptions.renewDue(),
      services.creatorSubscriptions.renewDue(),
    ]);
    expect(await services.creatorSubscriptions.renewDue()).toBe(0);
    expect(await naira(accounts.wallet(fan.id))).toBe(6500);
    expect(await naira(accounts.wallet(author.id))).toBe(800 + 800 + 1200);
    expect(await mineOf(fan, author.id)).toMatchObject({
      status: 'ACTIVE',
      price: 1500,
      newPrice: null,
      newPriceAccepted: false,
    });
    // From then on it is the price agreed.
    await endPeriod(author.id, fan.id);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(5000);
  });

  it('only the fan answers for their own subscription, at the price shown; declining ends it with the paid period', async () => {
    const author = await creatorWithOffer(1000);
    const fan = await fundedFan(5000);
    const other = await fundedFan(5000);
    const stranger = await newShopper(ctx.app);
    await subscribeTo(fan, author.id);
    await subscribeTo(other, author.id);

    // Nothing to answer yet.
    expect((await answer(fan, author.id, { decision: 'ACCEPT', amount: 1000 })).statusCode).toBe(
      409,
    );
    await setup(author, author.id, { price: 1500, perks: 'First looks' });

    const refused: [Registered | null, string, object, number][] = [
      [null, author.id, { decision: 'ACCEPT', amount: 1500 }, 401],
      [stranger, author.id, { decision: 'ACCEPT', amount: 1500 }, 404],
      [author, author.id, { decision: 'ACCEPT', amount: 1500 }, 403],
      [fan, uuidv7(), { decision: 'ACCEPT', amount: 1500 }, 404],
      [fan, author.id, { decision: 'YES', amount: 1500 }, 400],
      [fan, author.id, { decision: 'ACCEPT' }, 400],
      [fan, author.id, { decision: 'ACCEPT', amount: 1000 }, 409],
      [fan, author.id, { decision: 'ACCEPT', amount: 15_000 }, 409],
    ];
    for (const [who, id, body, status] of refused)
      expect((await answer(who, id, body)).statusCode, JSON.stringify(body)).toBe(status);
    expect(await mineOf(fan, author.id)).toMatchObject({ newPriceAccepted: false });

    // Another fan accepting accepts only for themselves.
    expect((await answer(other, author.id, { decision: 'ACCEPT', amount: 1500 })).statusCode).toBe(
      200,
    );
    expect(await mineOf(fan, author.id)).toMatchObject({ newPriceAccepted: false });

    // The fan declines: no renewal after the paid period, and nothing more is taken.
    const declined = await answer(fan, author.id, { decision: 'DECLINE', amount: 1500 });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'CANCELLED', cancelAtPeriodEnd: true });
    await toldDaysAgo(author.id, fan.id, 8);
    await toldDaysAgo(author.id, other.id, 8);
    await endPeriod(author.id, fan.id);
    await endPeriod(author.id, other.id);
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(4000);
    expect(await naira(accounts.wallet(other.id))).toBe(2500);
    expect(await mineOf(fan, author.id)).toMatchObject({ status: 'ENDED' });
  });

  it('a lower price applies at once to every subscriber’s next renewal, and replaces a raise', async () => {
    const author = await creatorWithOffer(2000);
    const fan = await fundedFan(10_000);
    const accepting = await fundedFan(10_000);
    await subscribeTo(fan, author.id);
    await subscribeTo(accepting, author.id);
    await setup(author, author.id, { price: 3000, perks: 'First looks' });
    await answer(accepting, author.id, { decision: 'ACCEPT', amount: 3000 });

    // Lowered below the raise but still above the agreed price: the raise waits at the lower
    // figure; who accepted the higher one keeps their acceptance.
    await setup(author, author.id, { price: 2500, perks: 'First looks' });
    expect(await mineOf(accepting, author.id)).toMatchObject({
      price: 2000,
      newPrice: 2500,
      newPriceAccepted: true,
    });
    expect(await mineOf(fan, author.id)).toMatchObject({ newPrice: 2500 });

    // A former subscriber (cancelled, period over) hears of no price change.
    const former = await fundedFan(5000);
    await subscribeTo(former, author.id, { amount: 2500 });
    await cancel(former, author.id);
    await endPeriod(author.id, former.id);

    // Below what they agreed to: theirs from the next renewal, no raise left to answer.
    await setup(author, author.id, { price: 1500, perks: 'First looks' });
    expect((await told(former, 'subscription_price_lowered')).notices).toEqual([]);
    expect(await mineOf(former, author.id)).toMatchObject({ status: 'ENDED', price: 2500 });
    for (const who of [fan, accepting]) {
      expect(await mineOf(who, author.id)).toMatchObject({
        price: 1500,
        newPrice: null,
        newPriceAccepted: false,
      });
      expect((await told(who, 'subscription_price_lowered')).notices).toEqual([
        expect.objectContaining({
          title: expect.stringContaining('lowered their subscription to ₦1,500'),
        }),
      ]);
      await endPeriod(author.id, who.id);
    }
    await services.creatorSubscriptions.renewDue();
    expect(await naira(accounts.wallet(fan.id))).toBe(6500);
    expect(await naira(accounts.wallet(accepting.id))).toBe(6500);
    expect(await naira(accounts.wallet(author.id))).toBe(1600 * 2 + 2000 + 1200 * 2);
  });
});
