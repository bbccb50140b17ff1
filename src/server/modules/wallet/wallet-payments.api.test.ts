import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, lagosAddress, newShopper, payOnSandbox } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { givePlan } from '../../testing/plans.ts';
import { ctx, shop, stockOf } from '../payments/payments.fixtures.ts';
import { fund, walletOf, historyOf } from './wallet.fixtures.ts';

describe('paying from the wallet', () => {
  type Shopper = { id: string; accessToken: string };
  const funded = async (shopper: Shopper, amount: number) => {
    const { transaction, authorizationUrl } = (await fund(shopper, amount)).json().data;
    await payOnSandbox(ctx.app, authorizationUrl);
    await api(ctx.app).patch(`/orders/transaction-order/${transaction._id}`, undefined, {
      token: shopper.accessToken,
    });
  };
  const buyFromWallet = (shopper: Shopper, productId: string) =>
    api(ctx.app).post(
      '/orders',
      { orderDetails: [{ productId, count: 1 }], deliveryAddress: lagosAddress, payFrom: 'WALLET' },
      { token: shopper.accessToken },
    );
  const checkouts = async (shopper: Shopper) =>
    (await api(ctx.app).get('/transactions', { token: shopper.accessToken })).json().data
      .totalRecords as number;

  it('pays a checkout at once from the wallet, and places nothing the balance does not cover', async () => {
    const shopper = await newShopper(ctx.app);
    // ₦10,000 and ₦1,500 delivery.
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 5 });
    await funded(shopper, 12_000);

    const paid = await buyFromWallet(shopper, item._id);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.transaction).toMatchObject({ status: 'SUCCESS', amount: 11_500 });
    expect(paid.json().data.authorizationUrl).toContain('/shopper/checkout/result?transaction=');
    expect(await walletOf(shopper)).toMatchObject({ balance: 500 });
    expect(await stockOf(item._id)).toBe(4);
    const order = await api(ctx.app).get(`/orders/${paid.json().data.transaction.orders[0]._id}`, {
      token: shopper.accessToken,
    });
    expect(order.json().data.status).toBe('PENDING');
    const history = await historyOf(shopper);
    expect(history.results[0]).toMatchObject({
      kind: 'ORDER_PAYMENT',
      direction: 'DEBIT',
      amount: 11_500,
      description: 'Paid for an order',
    });

    const short = await buyFromWallet(shopper, item._id);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatchObject({
      payFrom: 'Your wallet balance is not enough for this payment',
    });
    expect(await stockOf(item._id)).toBe(4);
    expect(await checkouts(shopper)).toBe(1);
    expect(await walletOf(shopper)).toMatchObject({ balance: 500 });
  });

  it('tells a shopper who paid from the wallet only that the payment was received', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 5 });
    await funded(shopper, 12_000);
    const noticesOf = async () =>
      (await api(ctx.app).get('/users/notifications', { token: shopper.accessToken })).json().data
        .results as { type: string; title: string; body: string }[];

    expect((await buyFromWallet(shopper, item._id)).statusCode).toBe(201);
    await expect.poll(async () => (await noticesOf()).map((n) => n.type)).toContain('order_paid');
    const notices = await noticesOf();
    // Nothing waits for a payment that was made with the order: no "pay within 30 minutes".
    expect(notices.map((n) => n.type)).toEqual(['order_paid']);
    expect(notices.some((n) => /waiting for payment|Pay within/i.test(n.title + n.body))).toBe(
      false,
    );
    const mail = await ctx.db.execute(
      sql`SELECT subject, body FROM outbox_messages WHERE recipient = ${shopper.input.email}`,
    );
    const subjects = (mail.rows as { subject: string; body: string }[]).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Payment received for order'))).toBe(true);
    expect((mail.rows as { body: string }[]).some((m) => /Pay within/i.test(m.body))).toBe(false);

    // A card checkout does wait for its payment, and says so.
    const card = await api(ctx.app).post(
      '/orders',
      { orderDetails: [{ productId: item._id, count: 1 }], deliveryAddress: lagosAddress },
      { token: shopper.accessToken },
    );
    expect(card.statusCode).toBe(201);
    await expect.poll(async () => (await noticesOf()).map((n) => n.type)).toContain('order_placed');
  });

  it('20 checkouts at once from one wallet: as many succeed as it covers, never below zero', async () => {
    const shopper = await newShopper(ctx.app);
    await givePlan(ctx.db, shop.vendor.id);
    // A product each, so no stock row lines the checkouts up: only the wallet's hold does.
    const items = await Promise.all(
      Array.from({ length: 20 }, () =>
        addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 1 }),
      ),
    );
    await funded(shopper, 30_000);
    const results = await Promise.all(items.map((item) => buyFromWallet(shopper, item._id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    expect(await walletOf(shopper)).toMatchObject({ balance: 7_000 });
    const left = await Promise.all(items.map((item) => stockOf(item._id)));
    expect(left.filter((n) => n === 0)).toHaveLength(2);
    expect(await checkouts(shopper)).toBe(2);
  });
});
