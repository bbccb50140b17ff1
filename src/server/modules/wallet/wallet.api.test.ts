import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, lagosAddress, newShopper, payOnSandbox } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { givePlan } from '../../testing/plans.ts';
import { ctx, shop, statusOf, stockOf, webhook } from '../payments/payments.fixtures.ts';

const fund = (
  shopper: { id: string; accessToken: string },
  amount: number | string,
  key?: string,
) =>
  api(ctx.app).post(`/users/${shopper.id}/wallet/${amount}/funds`, undefined, {
    token: shopper.accessToken,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const walletOf = async (shopper: { id: string; accessToken: string }) =>
  (await api(ctx.app).get(`/payments/wallet/${shopper.id}`, { token: shopper.accessToken })).json()
    .data as { balance: number; pendingFunding: number };
const historyOf = async (shopper: { id: string; accessToken: string }, query = '') =>
  (
    await api(ctx.app).get(`/payments/histories/${shopper.id}${query}`, {
      token: shopper.accessToken,
    })
  ).json().data;

describe('wallet funding', () => {
  it('funds the wallet through the payment page, credited once however the payment is confirmed', async () => {
    const shopper = await newShopper(ctx.app);
    expect(await walletOf(shopper)).toEqual({
      userId: shopper.id,
      balance: 0,
      withdrawable: 0,
      held: [],
      pendingFunding: 0,
      pendingFundings: [],
    });

    const started = await fund(shopper, 2000);
    expect(started.statusCode).toBe(201);
    const { transaction, authorizationUrl } = started.json().data;
    expect(transaction).toMatchObject({ type: 'WALLET_FUNDING', amount: 2000, status: 'PENDING' });
    expect(await walletOf(shopper)).toMatchObject({ balance: 0, pendingFunding: 2000 });

    const back = await payOnSandbox(ctx.app, authorizationUrl);
    expect(back).toContain(`/shopper/wallet?funding=${transaction._id}`);
    const verify = () =>
      api(ctx.app).patch(`/orders/transaction-order/${transaction._id}`, undefined, {
        token: shopper.accessToken,
      });
    // The callback, a repeat of it and the webhook all confirm the same payment: one credit.
    const results = await Promise.all([verify(), verify()]);
    expect(results.map((r) => r.json().data.status)).toEqual(['SUCCESS', 'SUCCESS']);
    await webhook({
      event: 'charge.success',
      data: {
        reference: transaction.reference,
        amount: 200_000,
        status: 'success',
        currency: 'NGN',
      },
    });
    expect(await walletOf(shopper)).toMatchObject({ balance: 2000, pendingFunding: 0 });

    const history = await historyOf(shopper);
    expect(history.totalRecords).toBe(1);
    expect(history.results[0]).toMatchObject({
      kind: 'FUNDING',
      reason: 'FUND_TRANSFER',
      status: 'SUCCESS',
      amount: 2000,
      direction: 'CREDIT',
      description: 'Wallet funded by card',
    });
    // Fundings are the wallet's, not checkouts: the orders' transaction list leaves them out.
    const checkouts = await api(ctx.app).get('/transactions', { token: shopper.accessToken });
    expect(checkouts.json().data.totalRecords).toBe(0);
    const fundings = await api(ctx.app).get('/transactions?transactionType=WALLET_FUNDING', {
      token: shopper.accessToken,
    });
    expect(fundings.json().data.totalRecords).toBe(1);
  });

  it('leaves a declined funding uncredited', async () => {
    const shopper = await newShopper(ctx.app);
    const { transaction, authorizationUrl } = (await fund(shopper, 750)).json().data;
    await payOnSandbox(ctx.app, authorizationUrl, 'declined');
    const verified = await api(ctx.app).patch(
      `/orders/transaction-order/${transaction._id}`,
      undefined,
      { token: shopper.accessToken },
    );
    expect(verified.json().data.status).toBe('FAILED');
    expect(await statusOf(transaction._id)).toBe('FAILED');
    expect(await walletOf(shopper)).toMatchObject({ balance: 0, pendingFunding: 0 });
    expect((await historyOf(shopper)).totalRecords).toBe(0);
  });

  it('refuses amounts below ₦500, above the limit or not in naira, writing nothing', async () => {
    const shopper = await newShopper(ctx.app);
    for (const [amount, message] of [
      [499.99, 'The least you can add is ₦500'],
      [0, 'The least you can add is ₦500'],
      [-500, 'The least you can add is ₦500'],
      [5_000_001, 'The most you can add at once is ₦5,000,000'],
      ['1000.555', 'Use at most two decimal places'],
      ['abc', 'Enter an amount in naira'],
    ] as const) {
      const res = await fund(shopper, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(JSON.stringify(res.json().message), String(amount)).toContain(message.slice(0, 20));
    }
    expect(await walletOf(shopper)).toMatchObject({ pendingFunding: 0 });
    const fundings = await api(ctx.app).get('/transactions?transactionType=WALLET_FUNDING', {
      token: shopper.accessToken,
    });
    expect(fundings.json().data.totalRecords).toBe(0);
  });

  it("never touches another user's wallet, and needs a login", async () => {
    const shopper = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const asStranger = { id: shopper.id, accessToken: stranger.accessToken };
    expect((await fund(asStranger, 1000)).statusCode).toBe(403);
    expect(
      (await api(ctx.app).get(`/payments/wallet/${shopper.id}`, { token: stranger.accessToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api(ctx.app).get(`/payments/histories/${shopper.id}`, {
          token: stranger.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    expect((await api(ctx.app).get(`/payments/wallet/${shopper.id}`)).statusCode).toBe(401);
    expect(await walletOf(shopper)).toMatchObject({ pendingFunding: 0 });
  });

  it('answers a repeated request with the same Idempotency-Key once', async () => {
    const shopper = await newShopper(ctx.app);
    const first = await fund(shopper, 1500, 'fund-once-1');
    const again = await fund(shopper, 1500, 'fund-once-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeDefined();
    expect(again.json().data.transaction._id).toBe(first.json().data.transaction._id);
    expect(await walletOf(shopper)).toMatchObject({ pendingFunding: 1500 });
  });

  it('makes the wallet the default way to pay, without a profile message', async () => {
    const shopper = await newShopper(ctx.app);
    const set = (mode: string) =>
      api(ctx.app).put(
        `/users/${shopper.id}`,
        { paymentChargeMode: mode },
        { token: shopper.accessToken },
      );
    const res = await set('WALLET');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data.paymentChargeMode).toBe('WALLET');
    expect((await set('CASH')).statusCode).toBe(400);
    const me = await api(ctx.app).get('/users/me', { token: shopper.accessToken });
    expect(me.json().data.paymentChargeMode).toBe('WALLET');
  });

  it('filters the history by status and date, and refuses a bad filter', async () => {
    const shopper = await newShopper(ctx.app);
    const { transaction, authorizationUrl } = (await fund(shopper, 600)).json().data;
    await payOnSandbox(ctx.app, authorizationUrl);
    await api(ctx.app).patch(`/orders/transaction-order/${transaction._id}`, undefined, {
      token: shopper.accessToken,
    });
    expect((await historyOf(shopper, '?paymentStatus=SUCCESS')).totalRecords).toBe(1);
    expect((await historyOf(shopper, '?paymentStatus=PENDING')).totalRecords).toBe(0);
    expect((await historyOf(shopper, '?paymentDateRange=2020-01-01,2020-12-31')).totalRecords).toBe(
      0,
    );
    const bad = await api(ctx.app).get(`/payments/histories/${shopper.id}?paymentStatus=DONE`, {
      token: shopper.accessToken,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a top-up left unpaid', () => {
  type Shopper = { id: string; accessToken: string };
  const resume = (shopper: Shopper, id: string, as: Shopper = shopper) =>
    api(ctx.app).post(`/payments/wallet/${shopper.id}/fundings/${id}/resume`, undefined, {
      token: as.accessToken,
    });
  const cancel = (shopper: Shopper, id: string, as: Shopper = shopper) =>
    api(ctx.app).delete(`/payments/wallet/${shopper.id}/fundings/${id}`, {
      token: as.accessToken,
    });
  const ageBy = (id: string, ms: number) =>
    ctx.db.execute(
      sql`UPDATE payment_transactions SET created_at = created_at - ${`${ms} milliseconds`}::interval WHERE id = ${id}`,
    );

  it('is listed under the balance and in the history, and resumes on the same payment page', async () => {
    const shopper = await newShopper(ctx.app);
    const { transaction, authorizationUrl } = (await fund(shopper, 20_000)).json().data;
    const wallet = (
      await api(ctx.app).get(`/payments/wallet/${shopper.id}`, { token: shopper.accessToken })
    ).json().data;
    expect(wallet.pendingFunding).toBe(20_000);
    expect(wallet.pendingFundings).toEqual([
      {
        _id: transaction._id,
        amount: 20_000,
        createdAt: expect.any(String),
        resumableUntil: expect.any(String),
      },
    ]);
    const history = await historyOf(shopper);
    expect(history.totalRecords).toBe(1);
    expect(history.results[0]).toMatchObject({
      _id: transaction._id,
      kind: 'FUNDING',
      status: 'PENDING',
      amount: 20_000,
      direction: 'CREDIT',
      description: 'Card top-up waiting for payment',
    });
    expect((await historyOf(shopper, '?paymentStatus=PENDING')).totalRecords).toBe(1);
    expect((await historyOf(shopper, '?paymentStatus=SUCCESS')).totalRecords).toBe(0);

    const resumed = await resume(shopper, transaction._id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.authorizationUrl).toBe(authorizationUrl);
    // Paid on that page: credited once, and it cannot be resumed or cancelled any more.
    await payOnSandbox(ctx.app, authorizationUrl);
    const again = await resume(shopper, transaction._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This top-up was paid: ₦20,000 is in your wallet');
    expect(await walletOf(shopper)).toMatchObject({ balance: 20_000, pendingFunding: 0 });
    const lines = await historyOf(shopper);
    expect(lines.totalRecords).toBe(1);
    expect(lines.results[0]).toMatchObject({ kind: 'FUNDING', status: 'SUCCESS' });
  });

  it('pages the waiting top-ups before the ledger movements', async () => {
    const shopper = await newShopper(ctx.app);
    const { transaction, authorizationUrl } = (await fund(shopper, 600)).json().data;
    await payOnSandbox(ctx.app, authorizationUrl);
    await api(ctx.app).patch(`/orders/transaction-order/${transaction._id}`, undefined, {
      token: shopper.accessToken,
    });
    await fund(shopper, 700);
    await fund(shopper, 800);
    const first = await historyOf(shopper, '?limit=2');
    expect(first.totalRecords).toBe(3);
    expect(first.results.map((m: { amount: number }) => m.amount)).toEqual([800, 700]);
    const second = await historyOf(shopper, '?limit=2&page=2');
    expect(
      second.results.map((m: { amount: number; status: string }) => [m.amount, m.status]),
    ).toEqual([[600, 'SUCCESS']]);
  });

  it('says a top-up has expired after its 30 minutes, and cancels it with nothing charged', async () => {
    const shopper = await newShopper(ctx.app);
    const { transaction } = (await fund(shopper, 20_000)).json().data;
    await ageBy(transaction._id, 31 * 60_000);
    const expired = await resume(shopper, transaction._id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toContain('This top-up has expired and nothing was charged');

    const { transaction: other } = (await fund(shopper, 5_000)).json().data;
    const cancelled = await cancel(shopper, other._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Top-up cancelled; nothing was charged',
      data: { status: 'CANCELLED', amount: 5_000 },
    });
    expect(await statusOf(other._id)).toBe('CANCELLED');
    expect((await resume(shopper, other._id)).statusCode).toBe(409);
    const wallet = await walletOf(shopper);
    expect(wallet.balance).toBe(0);
    // Neither waits any more: the expired one was settled as unpaid when it was asked for.
    expect((await historyOf(shopper, '?paymentStatus=PENDING')).totalRecords).toBe(0);
    expect(wallet).toMatchObject({ pendingFunding: 0, pendingFundings: [] });
    expect(await statusOf(transaction._id)).toBe('FAILED');
  });

  it('credits a top-up paid after all instead of cancelling it, once however often it is asked', async () => {
    const shopper = await newShopper(ctx.app);
    const { transaction, authorizationUrl } = (await fund(shopper, 3_000)).json().data;
    // Paid on the provider's page, but the shopper never came back to the app.
    await payOnSandbox(ctx.app, authorizationUrl);
    const answers = await Promise.all([
      cancel(shopper, transaction._id),
      cancel(shopper, transaction._id),
      cancel(shopper, transaction._id),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json()).toMatchObject({
        message: 'This top-up was paid after all: it is in your wallet',
        data: { status: 'SUCCESS', amount: 3_000 },
      });
    }
    expect(await walletOf(shopper)).toMatchObject({ balance: 3_000, pendingFunding: 0 });
    expect(await statusOf(transaction._id)).toBe('SUCCESS');
  });

  it("touches only the caller's own top-ups, and refuses what is not a top-up", async () => {
    const shopper = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const { transaction } = (await fund(shopper, 1_000)).json().data;
    expect((await resume(shopper, transaction._id, stranger)).statusCode).toBe(403);
    expect((await cancel(shopper, transaction._id, stranger)).statusCode).toBe(403);
    const asOwnWallet = { id: stranger.id, accessToken: stranger.accessToken };
    expect((await resume(asOwnWallet, transaction._id)).statusCode).toBe(404);
    expect((await cancel(asOwnWallet, transaction._id)).statusCode).toBe(404);
    expect((await resume(shopper, 'not-an-id')).statusCode).toBe(400);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 2 });
    const checkout = await api(ctx.app).post(
      '/orders',
      { orderDetails: [{ productId: item._id, count: 1 }], deliveryAddress: lagosAddress },
      { token: shopper.accessToken },
    );
    const checkoutId = checkout.json().data.transaction._id;
    expect((await cancel(shopper, checkoutId)).statusCode).toBe(404);
    expect(await statusOf(checkoutId)).toBe('PENDING');
    expect(await statusOf(transaction._id)).toBe('PENDING');
    expect(
      (await api(ctx.app).post(`/payments/wallet/${shopper.id}/fundings/${transaction._id}/resume`))
        .statusCode,
    ).toBe(401);
  });
});

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
