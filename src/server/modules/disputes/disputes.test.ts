import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);

/** An account's balance in naira, from the ledger. */
const balance = async (account: string) =>
  Number(
    (
      await ctx.db.execute<{ n: string }>(
        sql`SELECT coalesce(sum(amount_kobo), 0)::text AS n FROM ledger_entries WHERE account = ${account}`,
      )
    ).rows[0]!.n,
  ) / 100;
const ledgerSum = async () =>
  (
    await ctx.db.execute<{ n: string }>(
      sql`SELECT coalesce(sum(amount_kobo), 0)::text AS n FROM ledger_entries`,
    )
  ).rows[0]!.n;

/** A paid ₦10,000 order (₦1,000 delivery): its buyer, seller and shop. */
async function paidOrder() {
  const { vendor, shop } = await openShop(ctx.app);
  const product = await addProduct(ctx.app, vendor, shop._id, { unitPrice: 9_000 });
  const buyer = await newShopper(ctx.app);
  const [orderId] = await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 1 }]);
  return { vendor, shop, buyer, orderId: orderId! };
}

const move = (who: Registered, orderId: string, status: string) =>
  http().put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
const openDispute = (who: Registered, orderId: string, reason = 'WRONG_ITEM') =>
  http().post(
    `/orders/${orderId}/dispute`,
    { reason, message: 'I ordered indigo adire and got a plain white cloth' },
    { token: who.accessToken },
  );

async function deliveredOrder() {
  const order = await paidOrder();
  for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
    expect((await move(order.vendor, order.orderId, status)).statusCode).toBe(200);
  return order;
}

describe('opening a dispute', () => {
  it('the buyer of a delivered order opens one; the seller is told and both write in it; the order waits', async () => {
    const { vendor, buyer, orderId } = await deliveredOrder();
    const opened = await openDispute(buyer, orderId);
    expect(opened.statusCode).toBe(201);
    expect(opened.json().data).toMatchObject({
      reason: 'WRONG_ITEM',
      status: 'OPEN',
      outcome: null,
      messages: [{ side: 'BUYER', text: 'I ordered indigo adire and got a plain white cloth' }],
    });
    expect((await openDispute(buyer, orderId)).statusCode).toBe(409);

    const reply = await http().post(
      `/orders/${orderId}/dispute/messages`,
      { text: 'We sent the indigo one; here is the waybill number 55123' },
      { token: vendor.accessToken },
    );
    expect(reply.json().data.messages.map((m: { side: string }) => m.side)).toEqual([
      'BUYER',
      'SELLER',
    ]);
    const notices = (await http().get('/users/notifications', { token: vendor.accessToken })).json()
      .data.results;
    expect(notices[0]).toMatchObject({ title: 'A buyer opened a dispute on an order' });
    // Nobody moves the order meanwhile, and the clock does not receive it.
    const moved = await move(buyer, orderId, 'RECEIVED');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain('dispute');
  });

  it('an order not delivered can be disputed only after its delivery window; strangers and the seller cannot open one', async () => {
    const { vendor, buyer, orderId } = await paidOrder();
    const early = await openDispute(buyer, orderId, 'NOT_ARRIVED');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /If it has not arrived by .+, you can open a dispute then/,
    );
    expect((await openDispute(vendor, orderId)).statusCode).toBe(403);
    expect((await openDispute(await newShopper(ctx.app), orderId)).statusCode).toBe(404);
    const bad = await http().post(
      `/orders/${orderId}/dispute`,
      { reason: 'ANGRY', message: 'short' },
      { token: buyer.accessToken },
    );
    expect(bad.json().message).toEqual({
      reason: 'Choose what went wrong',
      message: 'Say what happened (10 characters or more)',
    });
    await ctx.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '8 days' WHERE id = ${orderId}`,
    );
    expect((await openDispute(buyer, orderId, 'NOT_ARRIVED')).statusCode).toBe(201);
  });

  it('a received order cannot be disputed: its money has moved', async () => {
    const { buyer, orderId } = await deliveredOrder();
    expect((await move(buyer, orderId, 'RECEIVED')).statusCode).toBe(200);
    expect((await openDispute(buyer, orderId)).statusCode).toBe(409);
  });
});

describe('deciding a dispute', () => {
  it('finance refunds half: the buyer’s wallet and the seller’s share move by exactly that, and the ledger sums to zero', async () => {
    const { shop, buyer, orderId } = await deliveredOrder();
    await openDispute(buyer, orderId);
    const finance = await staffMember('finance');
    const queue = (await http().get('/console/disputes', { token: finance.token })).json().data;
    const summary = queue.results.find((d: { orderId: string }) => d.orderId === orderId);
    expect(summary).toMatchObject({ status: 'OPEN', total: 10_000, store: shop.name });

    const detail = (
      await http().get(`/console/disputes/${summary._id}`, { token: finance.token })
    ).json().data;
    expect(detail).toMatchObject({ refundableInPart: 10_000, order: { status: 'DELIVERED' } });

    const decided = await http().post(
      `/console/disputes/${summary._id}/decision`,
      { outcome: 'REFUND', refund: '5000.00', reason: 'The cloth was the wrong colour' },
      { token: finance.token },
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.dispute).toMatchObject({
      status: 'DECIDED',
      outcome: 'REFUND',
      refunded: 5000,
    });
    // ₦5,000 back to the buyer; the seller gets the other ₦5,000 less 5% commission (₦250).
    expect(await balance(`wallet:${buyer.id}`)).toBe(5000);
    expect(await balance(`business:${shop._id}`)).toBe(4750);
    expect(await balance('platform:commission')).toBeGreaterThanOrEqual(250);
    expect(await balance(`escrow:${orderId}`)).toBe(0);
    expect(await ledgerSum()).toBe('0');
    expect(await auditOf(summary._id)).toEqual([
      {
        action: 'dispute.decide',
        reason: 'The cloth was the wrong colour',
        before: { status: 'OPEN', order: orderId, total: 10_000 },
        after: { status: 'DECIDED', outcome: 'REFUND', refunded: 5000, sellerPaidFrom: 5000 },
      },
    ]);
    const told = (await http().get('/users/notifications', { token: buyer.accessToken })).json()
      .data.results;
    expect(told[0]).toMatchObject({ title: 'Oja decided the dispute on an order' });
    expect(told[0].body).toContain('₦5,000');

    // Decided once: a second decision and new messages are refused; the order stays put.
    const again = await http().post(
      `/console/disputes/${summary._id}/decision`,
      { outcome: 'RELEASE', reason: 'Changed my mind' },
      { token: finance.token },
    );
    expect(again.statusCode).toBe(409);
    expect((await move(buyer, orderId, 'RECEIVED')).statusCode).toBe(409);
  });

  it('pays the seller, or refunds it all; refuses more than was paid, and anyone but finance', async () => {
    const finance = await staffMember('finance');
    const decide = (id: string, body: object, token = finance.token) =>
      http().post(`/console/disputes/${id}/decision`, body, { token });
    const idOf = async (orderId: string) =>
      (
        await ctx.db.execute<{ id: string }>(
          sql`SELECT id FROM order_disputes WHERE order_id = ${orderId}`,
        )
      ).rows[0]!.id;

    const one = await deliveredOrder();
    await openDispute(one.buyer, one.orderId);
    const first = await idOf(one.orderId);
    const tooMuch = await decide(first, {
      outcome: 'REFUND',
      refund: 10_000.01,
      reason: 'Everything back',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message.refund).toContain('₦10,000');
    const content = await staffMember('content');
    expect(
      (await decide(first, { outcome: 'RELEASE', reason: 'Fine' }, content.token)).statusCode,
    ).toBe(403);
    expect(
      (await decide(first, { outcome: 'RELEASE', reason: 'Fine' }, one.buyer.accessToken))
        .statusCode,
    ).toBe(403);
    expect(
      (await decide(first, { outcome: 'RELEASE', reason: 'Waybill proves delivery' })).statusCode,
    ).toBe(200);
    expect(await balance(`business:${one.shop._id}`)).toBe(9500);

    const two = await deliveredOrder();
    await openDispute(two.buyer, two.orderId);
    const second = await idOf(two.orderId);
    expect(
      (await decide(second, { outcome: 'REFUND', refund: 10_000, reason: 'Never sent' }))
        .statusCode,
    ).toBe(200);
    expect(await balance(`wallet:${two.buyer.id}`)).toBe(10_000);
    expect(await balance(`business:${two.shop._id}`)).toBe(0);
    expect(await ledgerSum()).toBe('0');
  });

  it('two finance staff deciding at once: the money moves once', async () => {
    const { buyer, orderId } = await deliveredOrder();
    await openDispute(buyer, orderId);
    const [a, b] = [await staffMember('finance'), await staffMember('finance')];
    const id = (
      await ctx.db.execute<{ id: string }>(
        sql`SELECT id FROM order_disputes WHERE order_id = ${orderId}`,
      )
    ).rows[0]!.id;
    const codes = (
      await Promise.all(
        [a, b].map((s) =>
          http().post(
            `/console/disputes/${id}/decision`,
            { outcome: 'REFUND', refund: 3000, reason: 'Partly damaged' },
            { token: s.token },
          ),
        ),
      )
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await balance(`wallet:${buyer.id}`)).toBe(3000);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
