import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givePlan } from '../../testing/plans.ts';
import {
  addProduct,
  openShop,
  lagosAddress,
  newShopper,
  payOnSandbox,
  placeOrder,
} from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { holdOf } from './card-hold.service.ts';
import { ctx, services, shop } from './payments.fixtures.ts';
import { withdrawals } from '../payouts/payouts.schema.ts';
import { credit, usablePayoutAccount } from '../payouts/withdrawals.fixtures.ts';

const DAY = 86_400_000;
const HOLD_MS = 3 * DAY;

type Wallet = {
  balance: number;
  withdrawable: number;
  held: { amount: number; until: string }[];
};
const walletOf = async (user: Registered) => {
  const res = await api(ctx.app).get(`/payments/wallet/${user.id}`, { token: user.accessToken });
  expect(res.statusCode).toBe(200);
  return res.json().data as Wallet;
};
const withdraw = (user: Registered, amount: number) =>
  api(ctx.app).post(
    `/payments/users/${user.id}/transfer`,
    { amount, reason: 'FUND_WITHDRAWAL' },
    { token: user.accessToken },
  );
const verify = (user: Registered, transactionId: string) =>
  api(ctx.app).patch(`/orders/transaction-order/${transactionId}`, undefined, {
    token: user.accessToken,
  });
/** A card top-up paid on the sandbox's page and confirmed by the callback. */
async function topUpByCard(user: Registered, naira: number) {
  const res = await api(ctx.app).post(`/users/${user.id}/wallet/${naira}/funds`, undefined, {
    token: user.accessToken,
  });
  expect(res.statusCode).toBe(201);
  const { transaction, authorizationUrl } = res.json().data;
  await payOnSandbox(ctx.app, authorizationUrl);
  expect((await verify(user, transaction._id)).json().data.status).toBe('SUCCESS');
}
const buyFromWallet = (user: Registered, productId: string) =>
  api(ctx.app).post(
    '/orders',
    { orderDetails: [{ productId, count: 1 }], deliveryAddress: lagosAddress, payFrom: 'WALLET' },
    { token: user.accessToken },
  );
const reject = (orderId: string) =>
  api(ctx.app).put(
    `/orders/${orderId}/status`,
    { status: 'REJECTED' },
    { token: shop.vendor.accessToken },
  );
const withdrawalsOf = async (userId: string) =>
  ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

/** A shopper with a payout account ready, and `old` naira in the wallet from long ago. */
async function shopperWithBank(old = 0) {
  const user = await newShopper(ctx.app);
  await usablePayoutAccount(ctx.app, ctx.db, user);
  if (old > 0) await credit(ctx.db, services.ledger, `wallet:${user.id}`, old);
  return user;
}

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

describe('card money in a business balance', () => {
  it('order money released today waits out the hold from its payment; an older order does not', async () => {
    const own = await openShop(ctx.app, { deliveryFee: 1000 });
    await usablePayoutAccount(ctx.app, ctx.db, own.vendor, undefined, own.shop._id);
    const item = await addProduct(ctx.app, own.vendor, own.shop._id, { quantity: 5 });
    const buyer = await newShopper(ctx.app);
    const received = async () => {
      const placed = await placeOrder(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
      await payOnSandbox(ctx.app, placed.authorizationUrl);
      await verify(buyer, placed.transaction._id);
      const id = placed.transaction.orders[0]!._id;
      for (const [who, status] of [
        [own.vendor, 'ACCEPTED'],
        [own.vendor, 'SHIPPED'],
        [own.vendor, 'DELIVERED'],
        [buyer, 'RECEIVED'],
      ] as const) {
        const res = await api(ctx.app).put(
          `/orders/${id}/status`,
          { status },
          { token: who.accessToken },
        );
        expect(res.statusCode, status).toBe(200);
      }
      return id;
    };
    const fromBusiness = (amount: number) =>
      api(ctx.app).post(
        `/payments/users/${own.vendor.id}/transfer`,
        { amount, reason: 'FUND_WITHDRAWAL', businessId: own.shop._id },
        { token: own.vendor.accessToken },
      );
    // ₦11,000 less 5 % commission: ₦10,450 in the balance, paid by card minutes ago.
    const first = await received();
    const refused = await fromBusiness(1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FUNDS_ON_HOLD');
    expect(refused.json().message.amount).toContain('₦10,450 of your balance');
    expect(await withdrawalsOf(own.vendor.id)).toHaveLength(0);

    // The same money from an order paid four days ago may go.
    await ctx.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '4 days' WHERE id = ${first}`,
    );
    await received();
    const hold = await services.cardHold.ofBusiness(own.shop._id);
    expect(hold).toMatchObject({ withdrawableKobo: 1_045_000n, heldKobo: 1_045_000n });
    expect((await fromBusiness(10_450 - 25)).statusCode).toBe(201);
    expect((await fromBusiness(100)).json().code).toBe('FUNDS_ON_HOLD');
  });

  it("an order's money may leave for a bank only once the hold since its payment has passed", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Released today, but one order was paid 5 days ago, the other yesterday.
    const hold = holdOf(
      300_000n,
      [
        {
          kind: 'ORDER_RELEASE',
          reference: 'a',
          amountKobo: 100_000n,
          createdAt: ago(0.1),
          chargedAt: ago(5),
        },
        {
          kind: 'ORDER_RELEASE',
          reference: 'b',
          amountKobo: 200_000n,
          createdAt: ago(0.1),
          chargedAt: ago(1),
        },
      ],
      HOLD_MS,
      now,
    );
    expect(hold).toMatchObject({ withdrawableKobo: 100_000n, heldKobo: 200_000n });
    expect(hold.parts[0]!.until).toEqual(new Date(ago(1).getTime() + HOLD_MS));
  });

  it('a returned withdrawal is free again, and nothing is held beyond the balance', () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const hold = holdOf(
      100_000n,
      [
        { kind: 'WALLET_FUNDING', reference: 'f', amountKobo: 50_000n, createdAt: ago(5) },
        { kind: 'WITHDRAWAL_HOLD', reference: 'w', amountKobo: -51_000n, createdAt: ago(4) },
        { kind: 'WITHDRAWAL_RETURNED', reference: 'w', amountKobo: 51_000n, createdAt: ago(3) },
        { kind: 'GIFT', reference: 'g', amountKobo: -80_000n, createdAt: ago(2) },
      ],
      HOLD_MS,
      now,
    );
    // 130,000 before: the funding's 50,000 held, the gift spent it first; 100,000 left, all free.
    expect(hold).toMatchObject({ balanceKobo: 100_000n, withdrawableKobo: 100_000n, heldKobo: 0n });
  });
});
