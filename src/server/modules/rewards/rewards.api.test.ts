import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '#shared/order-flow.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import { api, type Registered } from '../../testing/test-app.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import type { TestContext } from '../../testing/test-app.ts';
import type { Services } from '../../services.ts';
import { rewardEntries } from './rewards.schema.ts';

let ctx: TestContext;
let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const YEAR_MS = 365 * 24 * 60 * 60_000;

const rewardsOf = (who: Registered, query = '') =>
  api(ctx.app).get(`/rewards${query}`, { token: who.accessToken });
const summaryOf = async (who: Registered) =>
  (await api(ctx.app).get('/rewards/summary', { token: who.accessToken })).json().data;
const move = (who: Registered, orderId: string, status: OrderStatus) =>
  api(ctx.app).put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
const pointsIn = async (account: string) => Number((await services.ledger.balance(account)) / 100n);

/** A shop, a shopper and one paid order of ₦18,000 + ₦2,000 delivery (200 points). */
async function paidOrder(opts: { acceptsReturns?: boolean; shopper?: Registered } = {}) {
  const { vendor, shop } = await openShop(ctx.app, {
    deliveryFee: 2000,
    acceptsReturns: opts.acceptsReturns,
  });
  const shopper = opts.shopper ?? (await newShopper(ctx.app));
  const item = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 18_000 });
  const [orderId] = await buyAndPay(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
  // The news of the payment reaches the points just after it is committed.
  await vi.waitFor(async () => {
    const rows = await ctx.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.sourceId, orderId!));
    expect(rows).toHaveLength(1);
  });
  return { vendor, shop, shopper, orderId: orderId! };
}

async function deliver(vendor: Registered, orderId: string) {
  for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
    expect((await move(vendor, orderId, status)).statusCode).toBe(200);
}

describe('Oja points on orders', () => {
  it('are pending once an order is paid and available once it is received, in the ledger', async () => {
    const { vendor, shop, shopper, orderId } = await paidOrder();

    const listed = (await rewardsOf(shopper)).json().data;
    expect(listed.totalRecords).toBe(1);
    expect(listed.results[0]).toMatchObject({
      type: 'ORDER',
      status: 'PENDING',
      points: 200,
      pointsTaken: 0,
      title: `Order from ${shop.name}`,
      business: { _id: shop._id, name: shop.name },
      orderId,
      availableAt: null,
      expiresAt: null,
    });
    expect(await summaryOf(shopper)).toMatchObject({ available: 0, pending: 200, lifetime: 0 });
    expect(await pointsIn(accounts.pointsPending(shopper.id))).toBe(200);

    await deliver(vendor, orderId);
    expect((await move(shopper, orderId, 'RECEIVED')).statusCode).toBe(200);

    const [entry] = (await rewardsOf(shopper)).json().data.results;
    expect(entry).toMatchObject({ status: 'AVAILABLE', points: 200 });
    const expiresIn = new Date(entry.expiresAt).getTime() - new Date(entry.availableAt).getTime();
    expect(Math.abs(expiresIn - YEAR_MS)).toBeLessThan(2 * 24 * 60 * 60_000);
    expect(await summaryOf(shopper)).toMatchObject({
      available: 200,
      pending: 0,
      lifetime: 200,
      expiringSoon: null,
      nairaPerPoint: 100,
    });
    expect(await pointsIn(accounts.points(shopper.id))).toBe(200);
    expect(await pointsIn(accounts.pointsPending(shopper.id))).toBe(0);

    // News of the same order again, even many at once, gives nothing more.
    await Promise.all(Array.from({ length: 6 }, () => services.rewards.syncOrder(orderId)));
    expect(await pointsIn(accounts.points(shopper.id))).toBe(200);
    expect((await rewardsOf(shopper)).json().data.totalRecords).toBe(1);
  });

  it('are taken back when the vendor turns the order down, and when a return is confirmed', async () => {
    const turnedDown = await paidOrder();
    expect((await move(turnedDown.vendor, turnedDown.orderId, 'REJECTED')).statusCode).toBe(200);
    expect((await rewardsOf(turnedDown.shopper)).json().data.results[0]).toMatchObject({
      status: 'REVERSED',
      points: 200,
      pointsTaken: 200,
    });
    expect(await summaryOf(turnedDown.shopper)).toMatchObject({ available: 0, pending: 0 });

    const returned = await paidOrder({ acceptsReturns: true });
    await deliver(returned.vendor, returned.orderId);
    await move(returned.shopper, returned.orderId, 'RECEIVED');
    expect(await pointsIn(accounts.points(returned.shopper.id))).toBe(200);
    expect((await move(returned.shopper, returned.orderId, 'RETURNED')).statusCode).toBe(200);
    // Sent back but not confirmed yet: still theirs.
    expect((await summaryOf(returned.shopper)).available).toBe(200);
    expect((await move(returned.vendor, returned.orderId, 'RETURN_CONFIRMED')).statusCode).toBe(
      200,
    );
    expect((await rewardsOf(returned.shopper)).json().data.results[0]).toMatchObject({
      status: 'REVERSED',
      pointsTaken: 200,
    });
    expect(await pointsIn(accounts.points(returned.shopper.id))).toBe(0);
  });

  it('take back only what is left when some were spent before a return', async () => {
    const { vendor, shopper, orderId } = await paidOrder({ acceptsReturns: true });
    await deliver(vendor, orderId);
    await move(shopper, orderId, 'RECEIVED');
    await spend(shopper, 150);
    await move(shopper, orderId, 'RETURNED');
    await move(vendor, orderId, 'RETURN_CONFIRMED');
    expect((await rewardsOf(shopper)).json().data.results[0]).toMatchObject({
      status: 'REVERSED',
      points: 200,
      pointsTaken: 50,
    });
    expect(await pointsIn(accounts.points(shopper.id))).toBe(0);
  });

  it('expire after 12 months, oldest first: only the part not spent', async () => {
    const first = await paidOrder();
    await deliver(first.vendor, first.orderId);
    await move(first.shopper, first.orderId, 'RECEIVED');
    const second = await paidOrder({ shopper: first.shopper });
    await deliver(second.vendor, second.orderId);
    await move(first.shopper, second.orderId, 'RECEIVED');
    const shopper = first.shopper;
    // 400 earned, 50 spent: the 350 left are 150 of the first order's and all 200 of the second's.
    await spend(shopper, 50);
    const ago = new Date(Date.now() - 1000);
    await ctx.db
      .update(rewardEntries)
      .set({ expiresAt: ago })
      .where(eq(rewardEntries.sourceId, first.orderId));
    expect(await summaryOf(shopper)).toMatchObject({
      available: 350,
      expiringSoon: null,
    });
    await services.rewards.expireDue();
    const results = (await rewardsOf(shopper, '?rewardStatuses=EXPIRED')).json().data.results;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ orderId: first.orderId, points: 200, pointsTaken: 150 });
    expect(await summaryOf(shopper)).toMatchObject({ available: 200, lifetime: 400 });
    // Run again: nothing more goes.
    await services.rewards.expireDue();
    expect(await pointsIn(accounts.points(shopper.id))).toBe(200);
  });

  it('say which points end within 30 days', async () => {
    const { vendor, shopper, orderId } = await paidOrder();
    await deliver(vendor, orderId);
    await move(shopper, orderId, 'RECEIVED');
    const on = new Date(Date.now() + 10 * 24 * 60 * 60_000);
    await ctx.db
      .update(rewardEntries)
      .set({ expiresAt: on })
      .where(eq(rewardEntries.sourceId, orderId));
    expect((await summaryOf(shopper)).expiringSoon).toEqual({
      points: 200,
      on: on.toISOString(),
    });
  });
});

describe('GET rewards', () => {
  it('filters by type and status, pages, and shows each user only their own', async () => {
    const { vendor, shopper, orderId } = await paidOrder();
    await paidOrder({ shopper });
    await deliver(vendor, orderId);
    await move(shopper, orderId, 'RECEIVED');

    const pending = (await rewardsOf(shopper, '?rewardStatuses=pending')).json().data;
    expect(pending.results.map((r: { status: string }) => r.status)).toEqual(['PENDING']);
    const both = (
      await rewardsOf(shopper, '?rewardStatuses=PENDING,AVAILABLE&rewardTypes=ORDER')
    ).json().data;
    expect(both.totalRecords).toBe(2);
    expect((await rewardsOf(shopper, '?rewardTypes=REFERRAL')).json().data.totalRecords).toBe(0);
    const page = (await rewardsOf(shopper, '?limit=1&page=2')).json().data;
    expect(page).toMatchObject({ totalRecords: 2, totalPages: 2, currentPage: 2, perPageLimit: 1 });
    expect(page.results).toHaveLength(1);

    const stranger = await newShopper(ctx.app);
    expect((await rewardsOf(stranger)).json().data.totalRecords).toBe(0);
    expect(await summaryOf(stranger)).toMatchObject({ available: 0, pending: 0 });
    expect((await api(ctx.app).get('/rewards')).statusCode).toBe(401);
    expect((await api(ctx.app).get('/rewards/summary')).statusCode).toBe(401);
  });

  it('answers bad filters with a 400 naming the field', async () => {
    const shopper = await newShopper(ctx.app);
    for (const [query, field] of [
      ['?rewardStatuses=SPENT', 'rewardStatuses'],
      ['?rewardTypes=GIFT', 'rewardTypes'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?page=-1', 'page'],
    ] as const) {
      const res = await rewardsOf(shopper, query);
      expect(res.statusCode, query).toBe(400);
      expect(
        Object.keys(res.json().message).some((key) => key.split('.')[0] === field),
        query,
      ).toBe(true);
    }
  });
});

/** Points leave the balance as a purchase paid with them does. */
async function spend(who: Registered, points: number) {
  await ctx.db.transaction((tx) =>
    services.ledger.post(tx, {
      kind: 'TEST_SPEND',
      reference: `${who.id}:${points}:${Math.random()}`,
      entries: [
        { account: accounts.points(who.id), amountKobo: -BigInt(points * 100) },
        { account: accounts.revenue, amountKobo: BigInt(points * 100) },
      ],
    }),
  );
}
