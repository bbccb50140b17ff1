import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paystackSandboxTransactions } from '../../integrations/paystack/sandbox.schema.ts';
import { addProduct, newShopper, payOnSandbox, placeOrder } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import {
  ctx,
  services,
  shop,
  down,
  minutes,
  transactionOf,
  stockOf,
  age,
  webhookLanded,
  paidButUnheard,
} from './reconcile.fixtures.ts';

describe('reconciliation with the provider', () => {
  it('pays an order whose webhook was lost, with no call from the buyer', async () => {
    const { placed } = await paidButUnheard();
    expect((await transactionOf(placed.transaction._id)).status).toBe('PENDING');
    // Younger than two minutes: the webhook may still come.
    await services.payments.reconcile();
    expect((await transactionOf(placed.transaction._id)).status).toBe('PENDING');
    await services.payments.reconcile(minutes(3));
    const t = await transactionOf(placed.transaction._id);
    expect(t.status).toBe('SUCCESS');
    expect(t.providerSettledAt).not.toBeNull();
    // Settled: the next runs leave it alone.
    expect(await services.payments.reconcile(minutes(20))).toBe(0);
  });

  it('asks the provider before an expired checkout gives its stock back', async () => {
    const { item, placed } = await paidButUnheard(2, 5);
    await age(placed.transaction._id, 31);
    await services.payments.reconcile();
    expect((await transactionOf(placed.transaction._id)).status).toBe('SUCCESS');
    expect(await stockOf(item._id)).toBe(3);
  });

  it('releases an unpaid checkout after 30 minutes, and a payment after that reaches the wallet', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 5 });
    const placed = await placeOrder(down, shopper, [{ productId: item._id, count: 2 }]);
    await age(placed.transaction._id, 10);
    await services.payments.reconcile();
    expect((await transactionOf(placed.transaction._id)).status).toBe('PENDING');
    expect(await stockOf(item._id)).toBe(3);
    await age(placed.transaction._id, 31);
    await Promise.all([
      services.payments.reconcile(minutes(2)),
      services.payments.reconcile(minutes(2)),
    ]);
    expect(await transactionOf(placed.transaction._id)).toMatchObject({
      status: 'FAILED',
      providerSettledAt: null,
    });
    expect(await stockOf(item._id)).toBe(5);
    // The shopper pays in the old tab; the webhook is lost again.
    await payOnSandbox(down, placed.authorizationUrl);
    await services.payments.reconcile(minutes(13));
    expect((await transactionOf(placed.transaction._id)).status).toBe('REVERSED');
    expect(await services.ledger.balance(accounts.wallet(shopper.id))).toBe(
      BigInt(placed.transaction.amount * 100),
    );
    expect(await stockOf(item._id)).toBe(5);
  });

  it('the callback asks the provider when the checkout already expired (late payment to the wallet)', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id);
    const placed = await placeOrder(down, shopper, [{ productId: item._id, count: 1 }]);
    await age(placed.transaction._id, 31);
    await services.payments.reconcile();
    expect((await transactionOf(placed.transaction._id)).status).toBe('FAILED');
    await payOnSandbox(down, placed.authorizationUrl);
    const back = await api(ctx.app).patch(
      `/orders/transaction-order/${placed.transaction._id}`,
      undefined,
      { token: shopper.accessToken },
    );
    expect(back.json().data.status).toBe('REVERSED');
    expect(await services.ledger.balance(accounts.wallet(shopper.id))).toBe(
      BigInt(placed.transaction.amount * 100),
    );
  });

  it('a declined card is settled for good', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id);
    const placed = await placeOrder(down, shopper, [{ productId: item._id, count: 1 }]);
    await payOnSandbox(down, placed.authorizationUrl, 'declined');
    await services.payments.reconcile(minutes(3));
    expect(await transactionOf(placed.transaction._id)).toMatchObject({ status: 'FAILED' });
    expect((await transactionOf(placed.transaction._id)).providerSettledAt).not.toBeNull();
  });
});

describe('cancelling a checkout', () => {
  it('applies a payment that went through instead of cancelling it', async () => {
    const { shopper, placed } = await paidButUnheard();
    const res = await api(ctx.app).delete(`/transactions/${placed.transaction._id}`, {
      token: shopper.accessToken,
    });
    expect(res.statusCode).toBe(409);
    expect((await transactionOf(placed.transaction._id)).status).toBe('SUCCESS');
  });

  it('racing a successful payment, never loses the money or the rows', async () => {
    for (let round = 0; round < 8; round++) {
      const shopper = await newShopper(ctx.app);
      const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity: 3 });
      const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
      const [cancel] = await Promise.all([
        api(ctx.app).delete(`/transactions/${placed.transaction._id}`, {
          token: shopper.accessToken,
        }),
        payOnSandbox(ctx.app, placed.authorizationUrl).catch(() => null),
      ]);
      await webhookLanded(placed.transaction.reference);
      await services.payments.reconcile(minutes(15));
      const t = await transactionOf(placed.transaction._id);
      const amount = BigInt(placed.transaction.amount * 100);
      const escrow = await services.ledger.balance(
        accounts.escrow(placed.transaction.orders[0]!._id),
      );
      const wallet = await services.ledger.balance(accounts.wallet(shopper.id));
      const paid = await ctx.db
        .select()
        .from(paystackSandboxTransactions)
        .where(eq(paystackSandboxTransactions.reference, placed.transaction.reference));
      if (paid[0]!.status === 'success') {
        // Paid: either the order has it in escrow (cancel refused) or the wallet (cancelled first).
        if (cancel.statusCode === 409)
          expect([t.status, escrow, wallet]).toEqual(['SUCCESS', amount, 0n]);
        else expect([t.status, escrow, wallet]).toEqual(['REVERSED', 0n, amount]);
      } else {
        expect(cancel.statusCode).toBe(200);
        expect(t.status).toBe('CANCELLED');
      }
      expect(await stockOf(item._id)).toBe(t.status === 'SUCCESS' ? 2 : 3);
    }
  });
});
