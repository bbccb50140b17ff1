import { describe, expect, it } from 'vitest';
import { newShopper, payOnSandbox } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { ctx, statusOf, webhook } from '../payments/payments.fixtures.ts';
import { fund, walletOf, historyOf } from './wallet.fixtures.ts';

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
