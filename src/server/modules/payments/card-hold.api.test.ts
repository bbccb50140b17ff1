import { describe, expect, it } from 'vitest';
import { givePlan } from '../../testing/plans.ts';
import { addProduct, newShopper, payOnSandbox, placeOrder } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { ctx, services, shop } from './payments.fixtures.ts';
import '../payouts/withdrawals.fixtures.ts';
import {
  HOLD_MS,
  walletOf,
  withdraw,
  verify,
  topUpByCard,
  buyFromWallet,
  reject,
  withdrawalsOf,
  shopperWithBank,
} from './card-hold.fixtures.ts';

describe('card money in the wallet', () => {
  it('a card top-up can be spent at once but withdrawn only after the hold', async () => {
    const user = await shopperWithBank(1_000);
    await topUpByCard(user, 12_000);

    const before = Date.now();
    const wallet = await walletOf(user);
    expect(wallet).toMatchObject({ balance: 13_000, withdrawable: 1_000 });
    expect(wallet.held).toHaveLength(1);
    expect(wallet.held[0]!.amount).toBe(12_000);
    const until = new Date(wallet.held[0]!.until).getTime();
    expect(until).toBeGreaterThan(before + HOLD_MS - 60_000);
    expect(until).toBeLessThan(before + HOLD_MS + 60_000);

    // More than the free part: refused, saying what is held, until when, and what can go now.
    const refused = await withdraw(user, 1_500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FUNDS_ON_HOLD');
    const message: string = refused.json().message.amount;
    expect(message).toContain('₦12,000 of your balance came in by card');
    expect(message).toContain('can be withdrawn from');
    expect(message).toContain('spend it on Oja now');
    expect(message).toContain('You can withdraw up to ₦990');
    expect(await withdrawalsOf(user.id)).toHaveLength(0);
    expect((await walletOf(user)).balance).toBe(13_000);

    // Spending uses the held money first: ₦11,500 of it goes on an order, the old ₦1,000 stays free.
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 2 });
    expect((await buyFromWallet(user, item._id)).statusCode).toBe(201);
    expect(await walletOf(user)).toMatchObject({
      balance: 1_500,
      withdrawable: 1_000,
      held: [{ amount: 500 }],
    });
    // What is free goes to the bank (₦990 and its ₦10 fee).
    expect((await withdraw(user, 990)).statusCode).toBe(201);
    expect(await walletOf(user)).toMatchObject({ balance: 500, withdrawable: 0 });
    expect((await withdraw(user, 100)).statusCode).toBe(409);

    // Once the hold has passed, all of it may go.
    const later = await services.cardHold.ofWallet(
      user.id,
      ctx.db,
      new Date(Date.now() + HOLD_MS + 60_000),
    );
    expect(later).toMatchObject({ balanceKobo: 50_000n, withdrawableKobo: 50_000n, parts: [] });
  });

  it('a refund of a card-paid order comes back held', async () => {
    const user = await shopperWithBank();
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 2 });
    const placed = await placeOrder(ctx.app, user, [{ productId: item._id, count: 1 }]);
    await payOnSandbox(ctx.app, placed.authorizationUrl);
    expect((await verify(user, placed.transaction._id)).json().data.status).toBe('SUCCESS');
    expect((await reject(placed.transaction.orders[0]!._id)).statusCode).toBe(200);

    expect(await walletOf(user)).toMatchObject({ balance: 11_500, withdrawable: 0 });
    const refused = await withdraw(user, 1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.amount).toContain('Nothing else can be withdrawn yet');
    expect(await withdrawalsOf(user.id)).toHaveLength(0);
  });

  it('10 card checkouts paid and cancelled at once never make withdrawable money', async () => {
    const user = await shopperWithBank();
    await givePlan(ctx.db, shop.vendor.id);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 20 });
    const placed = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeOrder(ctx.app, user, [{ productId: item._id, count: 1 }]),
      ),
    );
    // Each checkout paid on the provider's page while the shopper drops it, with withdrawals
    // tried all along: half drop it just before paying (the payment then arrives late), half
    // at the same moment.
    const pay = (p: (typeof placed)[number]) =>
      payOnSandbox(ctx.app, p.authorizationUrl).then(() => verify(user, p.transaction._id));
    const drop = (p: (typeof placed)[number]) =>
      api(ctx.app).delete(`/transactions/${p.transaction._id}`, { token: user.accessToken });
    const tries = await Promise.all(
      placed.flatMap((p, i) => [
        i % 2 === 0 ? drop(p).then(() => pay(p)) : Promise.all([pay(p), drop(p)]),
        withdraw(user, 1_000),
      ]),
    );
    // Whatever was not applied to its order is settled: late ones go to the wallet.
    await Promise.all(placed.map((p) => verify(user, p.transaction._id)));
    const wallet = await walletOf(user);
    // Payments that land after their checkout was dropped come back to the wallet.
    expect(wallet.balance).toBeGreaterThanOrEqual(5 * 11_500);
    expect(wallet.withdrawable).toBe(0);
    expect(wallet.held.reduce((sum, h) => sum + h.amount, 0)).toBe(wallet.balance);
    const withdrawalTries = tries.filter((_, i) => i % 2 === 1) as Awaited<
      ReturnType<typeof withdraw>
    >[];
    expect(withdrawalTries.map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    expect(await withdrawalsOf(user.id)).toHaveLength(0);
    expect((await withdraw(user, 1_000)).json().code).toBe('FUNDS_ON_HOLD');
  });

  it('10 wallet checkouts rejected at once, with withdrawals between, keep card money held', async () => {
    const user = await shopperWithBank(500);
    await givePlan(ctx.db, shop.vendor.id);
    await topUpByCard(user, 40_000);
    const items = await Promise.all(
      Array.from({ length: 10 }, () =>
        addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 1 }),
      ),
    );
    const results = await Promise.all(
      items.flatMap((item) => [
        buyFromWallet(user, item._id).then(async (res) => {
          if (res.statusCode === 201) await reject(res.json().data.transaction.orders[0]._id);
          return res;
        }),
        withdraw(user, 1_000),
      ]),
    );
    const paid = results.filter((r, i) => i % 2 === 0 && r.statusCode === 201);
    expect(paid.length).toBeGreaterThan(0);
    // Every withdrawal asked more than the old ₦500: none went, whatever the order of events.
    expect(results.filter((_, i) => i % 2 === 1).map((r) => r.statusCode)).toEqual(
      Array(10).fill(409),
    );
    const wallet = await walletOf(user);
    // Every paid order was refunded: all of it is back, and the card money is still held.
    expect(wallet).toMatchObject({ balance: 40_500, withdrawable: 500 });
    expect(await withdrawalsOf(user.id)).toHaveLength(0);
  });

  it("only the owner sees a wallet's hold", async () => {
    const user = await shopperWithBank();
    const stranger = await newShopper(ctx.app);
    const res = await api(ctx.app).get(`/payments/wallet/${user.id}`, {
      token: stranger.accessToken,
    });
    expect(res.statusCode).toBe(403);
  });
});
