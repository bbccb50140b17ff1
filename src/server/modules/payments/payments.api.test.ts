import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../ledger/ledger.schema.ts';
import { paymentTransactions } from '../payments/payments.schema.ts';
import {
  addProduct,
  lagosAddress,
  newShopper,
  payOnSandbox,
  placeOrder,
} from '../../testing/shop.ts';
import { api, fetchThrough } from '../../testing/test-app.ts';
import { ctx, services, shop, stockOf, statusOf, webhook } from './payments.fixtures.ts';

describe('checkout and payment through the API', () => {
  it('prices on the server, pays on the sandbox and confirms on the callback', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { unitPrice: 2500 });
    const placed = await placeOrder(ctx.app, shopper, [
      // A tampered price and total are not part of the contract and change nothing.
      { productId: item._id, count: 2, unitPrice: 1, totalPrice: 2 },
    ]);
    expect(placed.transaction.amount).toBe(6500);
    expect(placed.authorizationUrl).toMatch(/^http:\/\/oja\.test\/sandbox\/paystack\/checkout\//);
    const back = await payOnSandbox(ctx.app, placed.authorizationUrl);
    expect(back).toContain(`/shopper/checkout/result?transaction=${placed.transaction._id}`);
    const verified = await api(ctx.app).patch(
      `/orders/transaction-order/${placed.transaction._id}`,
      undefined,
      { token: shopper.accessToken },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ status: 'SUCCESS', amount: 6500 });
    const fetched = await api(ctx.app).get(`/transactions/${placed.transaction._id}`, {
      token: shopper.accessToken,
    });
    expect(fetched.json().data.orders).toHaveLength(1);
    expect(await services.ledger.balance(`escrow:${placed.transaction.orders[0]!._id}`)).toBe(
      650_000n,
    );
    // The vendor hears of the new order and the shopper gets a receipt, once the payment's
    // event has been handled (after its commit, perhaps by the webhook's request).
    const subjects = async () => {
      const mail = await ctx.db.execute(sql`SELECT recipient, subject FROM outbox_messages`);
      return (mail.rows as { subject: string }[]).map((r) => r.subject);
    };
    await expect
      .poll(async () => (await subjects()).some((s) => s.startsWith('Payment received for order')))
      .toBe(true);
    await expect
      .poll(async () => (await subjects()).some((s) => s.startsWith('New order')))
      .toBe(true);
  });

  it('a declined card leaves the orders unpaid, gives the stock back and lists them as abandoned', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 3 });
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 2 }]);
    expect(await stockOf(item._id)).toBe(1);
    await payOnSandbox(ctx.app, placed.authorizationUrl, 'declined');
    const verified = await api(ctx.app).patch(
      `/orders/transaction-order/${placed.transaction._id}`,
      undefined,
      { token: shopper.accessToken },
    );
    expect(verified.json().data.status).toBe('FAILED');
    expect(await stockOf(item._id)).toBe(3);
    const abandoned = await api(ctx.app).get(
      `/orders?orderByCustomerId=${shopper.id}&orderTransactionPaid=0`,
      { token: shopper.accessToken },
    );
    expect(abandoned.json().data.results.map((o: { _id: string }) => o._id)).toEqual([
      placed.transaction.orders[0]!._id,
    ]);
    const paid = await api(ctx.app).get(
      `/orders?orderByCustomerId=${shopper.id}&orderTransactionPaid=1`,
      { token: shopper.accessToken },
    );
    expect(paid.json().data.totalRecords).toBe(0);
  });

  it('refuses bad checkout input and acting for someone else', async () => {
    const shopper = await newShopper(ctx.app);
    const empty = await api(ctx.app).post(
      '/orders',
      { orderDetails: [], deliveryAddress: {} },
      { token: shopper.accessToken },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatchObject({ orderDetails: 'Your cart is empty' });
    const badCount = await api(ctx.app).post(
      '/orders',
      {
        orderDetails: [{ productId: shop.shop._id, count: 0 }],
        deliveryAddress: {
          recipientName: 'Ada',
          phone: '0803',
          street: '1 Road',
          city: 'Ikeja',
          state: 'Lagos',
        },
      },
      { token: shopper.accessToken },
    );
    expect(badCount.statusCode).toBe(400);
    expect(badCount.json().message).toMatchObject({
      'orderDetails.0.count': 'Quantity must be at least 1',
    });
    // Nothing was written for either.
    const mine = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, shopper.id));
    expect(mine).toHaveLength(0);
    const other = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id);
    const forOther = await api(ctx.app).post(
      '/orders',
      {
        orderDetails: [{ productId: item._id, count: 1 }],
        deliveryAddress: {
          recipientName: 'Ada',
          phone: '08031234567',
          street: '1 Road',
          city: 'Ikeja',
          state: 'Lagos',
        },
        customerId: other.id,
      },
      { token: shopper.accessToken },
    );
    expect(forOther.statusCode).toBe(403);
    // A saved address's phone comes back as +234…; checkout takes it as it is.
    const savedPhone = await api(ctx.app).post(
      '/orders',
      {
        orderDetails: [{ productId: item._id, count: 1 }],
        deliveryAddress: {
          recipientName: 'Ada',
          phone: '+2348031234567',
          street: '1 Road',
          city: 'Ikeja',
          state: 'Lagos',
        },
      },
      { token: shopper.accessToken },
    );
    expect(savedPhone.statusCode).toBe(201);
    const anonymous = await api(ctx.app).post('/orders', { orderDetails: [] });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the charge.success webhook', () => {
  it('the callback verifies only your own transaction', async () => {
    const shopper = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id);
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const path = `/orders/transaction-order/${placed.transaction._id}`;
    expect(
      (await api(ctx.app).patch(path, undefined, { token: stranger.accessToken })).statusCode,
    ).toBe(404);
    expect((await api(ctx.app).patch(path)).statusCode).toBe(401);
    const badId = await api(ctx.app).patch('/orders/transaction-order/not-an-id', undefined, {
      token: shopper.accessToken,
    });
    expect(badId.statusCode).toBe(400);
    expect(await statusOf(placed.transaction._id)).toBe('PENDING');
  });

  it('rejects a bad signature and applies a valid event once, however often it comes', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { unitPrice: 4000 });
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const event = {
      event: 'charge.success',
      data: {
        reference: placed.transaction.reference,
        amount: 550_000,
        status: 'success',
        currency: 'NGN',
      },
    };
    const forged = await webhook(event, 'ab'.repeat(64));
    expect(forged.statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(placed.transaction._id)).toBe('PENDING');

    const results = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await webhook(event);
    expect(await statusOf(placed.transaction._id)).toBe('SUCCESS');
    const escrow = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, `escrow:${placed.transaction.orders[0]!._id}`));
    expect(escrow.map((e) => e.amountKobo)).toEqual([550_000n]);
  });

  it("returns the shopper to the app address they were using, never to a stranger's", async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id);
    const from = async (headers: Record<string, string>) => {
      const res = await api(ctx.app).post(
        '/orders',
        { orderDetails: [{ productId: item._id, count: 1 }], deliveryAddress: lagosAddress },
        { token: shopper.accessToken, headers },
      );
      const placed = res.json().data;
      return payOnSandbox(ctx.app, placed.authorizationUrl, 'declined');
    };
    expect(await from({ origin: 'http://127.0.0.1:3000' })).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/shopper\/checkout\/result\?transaction=/,
    );
    expect(await from({ referer: 'http://192.168.0.12:3000/shopper/checkout' })).toMatch(
      /^http:\/\/192\.168\.0\.12:3000\/shopper\/checkout\/result/,
    );
    const strangers: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of strangers)
      expect(await from(headers)).toMatch(/^http:\/\/oja\.test\/shopper\/checkout\/result/);
  });

  it('does not apply a payment of the wrong amount', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { unitPrice: 4000 });
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const res = await webhook({
      event: 'charge.success',
      data: {
        reference: placed.transaction.reference,
        amount: 100,
        status: 'success',
        currency: 'NGN',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(placed.transaction._id)).toBe('PENDING');
  });

  it('loses no paid order when the server is down for the webhook: the callback verifies it', async () => {
    // A second app on the same database whose webhooks never arrive (the first "crashed").
    const { buildApp } = await import('../../app.ts');
    const dropped: string[] = [];
    const down = await buildApp({
      config: ctx.config,
      db: ctx.db,
      logger: false,
      fetch: (input, init) => {
        if (String(input).includes('/api/webhooks/')) {
          dropped.push(String(input));
          return Promise.reject(new Error('connection refused'));
        }
        return fetchThrough(() => down)(input, init);
      },
    });
    try {
      const shopper = await newShopper(ctx.app);
      const item = await addProduct(ctx.app, shop.vendor, shop.shop._id);
      const placed = await placeOrder(down, shopper, [{ productId: item._id, count: 1 }]);
      await payOnSandbox(down, placed.authorizationUrl);
      await new Promise((r) => setTimeout(r, 50));
      expect(dropped.length).toBeGreaterThan(0);
      expect(await statusOf(placed.transaction._id)).toBe('PENDING');
      // The shopper comes back to the result page, served by the restarted app.
      const verified = await api(ctx.app).patch(
        `/orders/transaction-order/${placed.transaction._id}`,
        undefined,
        { token: shopper.accessToken },
      );
      expect(verified.json().data.status).toBe('SUCCESS');
    } finally {
      await down.close();
    }
  });
});
