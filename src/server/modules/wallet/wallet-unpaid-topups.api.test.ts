import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, lagosAddress, newShopper, payOnSandbox } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { ctx, shop, statusOf } from '../payments/payments.fixtures.ts';
import { fund, walletOf, historyOf } from './wallet.fixtures.ts';

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
