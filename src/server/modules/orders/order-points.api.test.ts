import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { accounts } from '../ledger/ledger.public.ts';
import {
  addProduct,
  lagosAddress,
  newShopper,
  openShop,
  payOnSandbox,
} from '../../testing/shop.ts';
import { api, type Registered, type TestContext } from '../../testing/test-app.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import type { Services } from '../../services.ts';

let ctx: TestContext;
let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const naira = (n: number) => BigInt(n) * 100n;
const nairaIn = async (account: string) => Number(await services.ledger.balance(account)) / 100;

/** Money moved in from outside: points Oja gave, or naira a shopper added to their wallet. */
async function give(account: string, from: string, amount: number) {
  await ctx.db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'TEST_GIFT',
      reference: uuidv7(),
      entries: [
        { account: from, amountKobo: -naira(amount) },
        { account, amountKobo: naira(amount) },
      ],
    }),
  );
}
const givePoints = (who: Registered, points: number) =>
  give(accounts.points(who.id), accounts.rewards, points);

function checkout(who: Registered, lines: object[], extra: Record<string, unknown> = {}) {
  return api(ctx.app).post(
    '/orders',
    { orderDetails: lines, deliveryAddress: lagosAddress, ...extra },
    { token: who.accessToken },
  );
}

async function verify(who: Registered, transactionId: string) {
  return (
    await api(ctx.app).patch(`/orders/transaction-order/${transactionId}`, undefined, {
      token: who.accessToken,
    })
  ).json().data;
}

const ordersOf = async (who: Registered) =>
  (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${who.id}`))
    .rows[0]!.n;

/** A store selling at ₦10,000 with ₦1,000 delivery: an ₦11,000 order, 20% of it ₦2,200. */
async function store() {
  const { vendor, shop } = await openShop(ctx.app, { deliveryFee: 1000 });
  const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 10_000, quantity: 50 });
  return { vendor, shop, item };
}

describe('paying part of a checkout with Oja points', () => {
  it('takes the points off what the card pays, puts the whole total in escrow, and refunds both parts', async () => {
    const { vendor, item } = await store();
    const shopper = await newShopper(ctx.app);
    await givePoints(shopper, 3000);

    const res = await checkout(shopper, [{ productId: item._id, count: 1 }], {
      point: 2000,
      amount: 9000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed.transaction.amount).toBe(9000);
    const orderId = placed.transaction.orders[0]._id;
    expect(await nairaIn(accounts.points(shopper.id))).toBe(1000);
    expect(await nairaIn(accounts.pointsHeld(placed.transaction._id))).toBe(2000);

    await payOnSandbox(ctx.app, placed.authorizationUrl);
    expect((await verify(shopper, placed.transaction._id)).status).toBe('SUCCESS');
    expect(await nairaIn(accounts.pointsHeld(placed.transaction._id))).toBe(0);
    expect(await nairaIn(accounts.escrow(orderId))).toBe(11_000);
    const order = (
      await api(ctx.app).get(`/orders/${orderId}`, { token: shopper.accessToken })
    ).json().data;
    expect(order).toMatchObject({ totalAmount: 11_000, points: 2000, refunded: 0 });
    // Points earn on what money paid: ₦9,000 is 90 points.
    await vi.waitFor(async () => {
      const rewards = (await api(ctx.app).get('/rewards', { token: shopper.accessToken })).json()
        .data.results;
      expect(rewards[0]).toMatchObject({ orderId, points: 90, status: 'PENDING' });
      const notices = (
        await api(ctx.app).get('/users/notifications', { token: shopper.accessToken })
      ).json().data.results;
      expect(notices.map((n: { body: string }) => n.body)).toContainEqual(
        expect.stringMatching(/^We received ₦9,000 and 2,000 points for your order/),
      );
    });

    // Turned down: ₦9,000 back to the wallet and the 2,000 points back to spend.
    const rejected = await api(ctx.app).put(
      `/orders/${orderId}/status`,
      { status: 'REJECTED' },
      { token: vendor.accessToken },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ refunded: 9000, points: 2000 });
    expect(await nairaIn(accounts.wallet(shopper.id))).toBe(9000);
    expect(await nairaIn(accounts.points(shopper.id))).toBe(3000);
    expect(await nairaIn(accounts.escrow(orderId))).toBe(0);
  });

  it('refuses more than the share Oja allows, more than the shopper holds, or an amount not shown, writing nothing', async () => {
    const { item } = await store();
    const shopper = await newShopper(ctx.app);
    await givePoints(shopper, 2500);
    const line = [{ productId: item._id, count: 1 }];

    const tooMany = await checkout(shopper, line, { point: 2201 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toEqual({
      point: 'Use at most 2,200 points here: points can pay up to 20% of an order',
    });
    for (const point of [-1, 1.5, '100'])
      expect((await checkout(shopper, line, { point })).statusCode).toBe(400);
    const shown = await checkout(shopper, line, { point: 1000, amount: 11_000 });
    expect(shown.statusCode).toBe(409);
    expect(shown.json().message).toEqual({
      amount: 'The amount to pay is now ₦10,000, not ₦11,000: please check your order again',
    });

    const poor = await newShopper(ctx.app);
    await givePoints(poor, 500);
    const notHeld = await checkout(poor, line, { point: 600 });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toEqual({
      point: 'You do not have enough reward points for this',
    });

    expect(await ordersOf(shopper)).toBe(0);
    expect(await ordersOf(poor)).toBe(0);
    expect(await nairaIn(accounts.points(shopper.id))).toBe(2500);
    expect(await nairaIn(accounts.points(poor.id))).toBe(500);
  });

  it('gives the points back when the card is declined', async () => {
    const { item } = await store();
    const shopper = await newShopper(ctx.app);
    await givePoints(shopper, 1000);
    const placed = (
      await checkout(shopper, [{ productId: item._id, count: 1 }], { point: 1000 })
    ).json().data;
    expect(await nairaIn(accounts.points(shopper.id))).toBe(0);
    await payOnSandbox(ctx.app, placed.authorizationUrl, 'declined');
    await verify(shopper, placed.transaction._id);
    expect(await nairaIn(accounts.points(shopper.id))).toBe(1000);
    expect(await nairaIn(accounts.pointsHeld(placed.transaction._id))).toBe(0);
  });

  it('shares the points over the stores of one checkout in proportion, to the kobo, from the wallet too', async () => {
    const a = await store();
    const b = await openShop(ctx.app, { deliveryFee: 500 });
    const cheap = await addProduct(ctx.app, b.vendor, b.shop._id, { unitPrice: 2000 });
    const shopper = await newShopper(ctx.app);
    await givePoints(shopper, 2000);
    await give(accounts.wallet(shopper.id), accounts.provider, 20_000);

    // ₦11,000 + ₦2,500 = ₦13,500; 1,001 points: 815 and 185 (rounded down), the one left to the bigger.
    const res = await checkout(
      shopper,
      [
        { productId: a.item._id, count: 1 },
        { productId: cheap._id, count: 1 },
      ],
      { point: 1001, payFrom: 'WALLET', amount: 12_499 },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.db.execute(
      sql`SELECT business_id, total_kobo::text AS total, points_kobo::text AS points FROM orders
          WHERE customer_id = ${shopper.id} ORDER BY total_kobo DESC`,
    );
    expect(rows).toEqual([
      { business_id: a.shop._id, total: '1100000', points: '81600' },
      { business_id: b.shop._id, total: '250000', points: '18500' },
    ]);
    expect(await nairaIn(accounts.wallet(shopper.id))).toBe(20_000 - 12_499);
    expect(await nairaIn(accounts.points(shopper.id))).toBe(999);
  });

  it('never spends the same points twice, however many checkouts ask at once', async () => {
    const { item } = await store();
    const shopper = await newShopper(ctx.app);
    await givePoints(shopper, 2000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        checkout(shopper, [{ productId: item._id, count: 1 }], { point: 1500 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await nairaIn(accounts.points(shopper.id))).toBe(500);
    expect(await ordersOf(shopper)).toBe(1);
  });
});
