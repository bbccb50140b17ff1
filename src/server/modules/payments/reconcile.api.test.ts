import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { paymentTransactions } from '../payments/payments.schema.ts';
import { paystackSandboxTransactions } from '../../integrations/paystack/sandbox.schema.ts';
import { products } from '../products/products.schema.ts';
import { nextWebhookAttempt } from '../../integrations/paystack/sandbox.ts';
import { createServices, type Services } from '../../services.ts';
import {
  addProduct,
  newShopper,
  openShop,
  payOnSandbox,
  placeOrder,
  postWebhook,
} from '../../testing/shop.ts';
import { api, createTestContext, fetchThrough, type TestContext } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';

let ctx: TestContext;
let services: Services;
let shop: Awaited<ReturnType<typeof openShop>>;
/** A second app on the same database whose webhooks never arrive: the first one "crashed". */
let down: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
  shop = await openShop(ctx.app);
  down = await buildApp({
    config: ctx.config,
    db: ctx.db,
    logger: false,
    fetch: (input, init) =>
      String(input).includes('/api/webhooks/')
        ? Promise.reject(new Error('connection refused'))
        : fetchThrough(() => down)(input, init),
  });
});
afterAll(async () => {
  await down.close();
  await ctx.close();
});
afterEach(async () => expect(await services.ledger.total()).toBe(0n));

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const transactionOf = async (id: string) =>
  (await ctx.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
const stockOf = async (id: string) =>
  (await ctx.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
/** Moves a checkout back in time, as if it had been placed that many minutes ago. */
const age = (id: string, mins: number) =>
  ctx.db.execute(
    sql`UPDATE payment_transactions SET created_at = now() - make_interval(mins => ${mins}) WHERE id = ${id}`,
  );

/**
 * The sandbox sends its webhook in the background after the payment page answers; while that
 * request holds the payment's row, reconciliation rightly skips it. Waits until it has landed.
 */
async function webhookLanded(reference: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await ctx.db
      .select()
      .from(paystackSandboxTransactions)
      .where(eq(paystackSandboxTransactions.reference, reference));
    if (!row?.webhookEvent || row.webhookDeliveredAt || row.webhookAttempts > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
const webhook = (body: object) =>
  postWebhook(ctx.app, ctx.config.payments.secretKey, JSON.stringify(body));

/** A checkout paid on the provider whose webhook was lost, with no callback from the buyer. */
async function paidButUnheard(count = 1, quantity = 10) {
  const shopper = await newShopper(ctx.app);
  const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { quantity });
  const placed = await placeOrder(down, shopper, [{ productId: item._id, count }]);
  await payOnSandbox(down, placed.authorizationUrl);
  return { shopper, item, placed };
}

/** What Paystack says of a charge that went through. */
const paid = { status: 'success', currency: 'NGN' };

describe('webhooks', () => {
  it('a correctly signed event of the wrong amount does not block the genuine one', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { unitPrice: 4000 });
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const reference = placed.transaction.reference;
    const bogus = await webhook({
      event: 'charge.success',
      data: { reference, amount: 100, ...paid },
    });
    expect(bogus.statusCode).toBe(200);
    expect((await transactionOf(placed.transaction._id)).status).toBe('PENDING');
    const amount = placed.transaction.amount * 100;
    const genuine = await webhook({
      event: 'charge.success',
      data: { reference, amount, ...paid },
    });
    expect(genuine.statusCode).toBe(200);
    expect((await transactionOf(placed.transaction._id)).status).toBe('SUCCESS');
    // Replays of the genuine event change nothing: paid once.
    await Promise.all(
      [1, 2, 3].map(() =>
        webhook({ event: 'charge.success', data: { reference, amount, ...paid } }),
      ),
    );
    expect(await services.ledger.balance(accounts.escrow(placed.transaction.orders[0]!._id))).toBe(
      BigInt(amount),
    );
  });

  it('applies a charge.success only when the charge itself succeeded, in naira', async () => {
    const shopper = await newShopper(ctx.app);
    const item = await addProduct(ctx.app, shop.vendor, shop.shop._id, { unitPrice: 4000 });
    const placed = await placeOrder(ctx.app, shopper, [{ productId: item._id, count: 1 }]);
    const reference = placed.transaction.reference;
    const amount = placed.transaction.amount * 100;
    for (const data of [
      { status: 'failed', currency: 'NGN' },
      { status: 'abandoned', currency: 'NGN' },
      { status: 'success', currency: 'USD' },
    ]) {
      const res = await webhook({ event: 'charge.success', data: { reference, amount, ...data } });
      expect(res.statusCode, JSON.stringify(data)).toBe(200);
      expect((await transactionOf(placed.transaction._id)).status).toBe('PENDING');
    }
    // Without the charge's status the event is not Paystack's: refused.
    const bare = await webhook({ event: 'charge.success', data: { reference, amount } });
    expect(bare.statusCode).toBe(400);
    expect(await services.ledger.balance(accounts.escrow(placed.transaction.orders[0]!._id))).toBe(
      0n,
    );
    // The genuine event after them is applied: none of them took its place.
    await webhook({ event: 'charge.success', data: { reference, amount, ...paid } });
    expect((await transactionOf(placed.transaction._id)).status).toBe('SUCCESS');
  });

  it('verification applies a payment only when the provider reports it paid in naira', async () => {
    const { shopper, placed } = await paidButUnheard();
    // The provider's verify answer for this payment, as if it had been charged in dollars.
    const inDollars = createServices({
      config: ctx.config,
      db: ctx.db,
      fetch: async (input, init) => {
        const res = await fetchThrough(() => ctx.app)(input, init);
        if (!String(input).includes('/transaction/verify/')) return res;
        const body = await res.json();
        return Response.json({ ...body, data: { ...body.data, currency: 'USD' } });
      },
    });
    await inDollars.payments.verify(shopper.id, placed.transaction._id);
    expect((await transactionOf(placed.transaction._id)).status).toBe('PENDING');
    await services.payments.verify(shopper.id, placed.transaction._id);
    expect((await transactionOf(placed.transaction._id)).status).toBe('SUCCESS');
  });

  it('refuses a signed event whose reference holds a NUL or other stray byte, writing nothing', async () => {
    const handled = async () =>
      (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM payment_webhook_events`)).rows[0];
    const before = await handled();
    const transfer = {
      transfer_code: 'TRF_nul',
      status: 'success',
      amount: 100_000,
      currency: 'NGN',
    };
    for (const body of [
      { event: 'charge.success', data: { reference: 'oja_\u0000x', amount: 100, ...paid } },
      { event: 'charge.success', data: { reference: 'oja x', amount: 100, ...paid } },
      { event: 'transfer.success', data: { reference: 'oja_wd_\u0000', ...transfer } },
      { event: 'transfer.failed', data: { reference: '\u0000', ...transfer, status: 'failed' } },
    ]) {
      const res = await webhook(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect(await handled()).toEqual(before);
  });
});

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

describe('the sandbox keeps its webhook deliveries', () => {
  it('resumes them after a restart', async () => {
    const { placed } = await paidButUnheard();
    const delivery = async () =>
      (
        await ctx.db
          .select()
          .from(paystackSandboxTransactions)
          .where(eq(paystackSandboxTransactions.reference, placed.transaction.reference))
      )[0]!;
    let row = await delivery();
    for (let i = 0; i < 40 && row.webhookAttempts === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = await delivery();
    }
    expect(row).toMatchObject({ webhookAttempts: 1, webhookDeliveredAt: null });
    expect(row.webhookNextAt!.getTime()).toBeGreaterThan(Date.now() + 2 * 60_000);
    // Time passes; a new process starts on the same database and finds the delivery due.
    await ctx.db
      .update(paystackSandboxTransactions)
      .set({ webhookNextAt: new Date() })
      .where(eq(paystackSandboxTransactions.reference, placed.transaction.reference));
    const restarted: FastifyInstance = await buildApp({
      config: ctx.config,
      db: ctx.db,
      logger: false,
      fetch: fetchThrough(() => restarted),
    });
    try {
      await restarted.ready();
      let status = 'PENDING';
      for (let i = 0; i < 40 && status === 'PENDING'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await transactionOf(placed.transaction._id)).status;
      }
      expect(status).toBe('SUCCESS');
    } finally {
      await restarted.close();
    }
  });

  it("retries on Paystack's schedule: every 3 minutes 4 times, then hourly until 72 hours", () => {
    const paid = new Date('2026-01-01T00:00:00Z');
    const at = (h: number) => new Date(paid.getTime() + h * 3_600_000);
    expect(nextWebhookAttempt(paid, 1, paid)).toEqual(new Date(paid.getTime() + 3 * 60_000));
    expect(nextWebhookAttempt(paid, 4, paid)).toEqual(new Date(paid.getTime() + 3 * 60_000));
    expect(nextWebhookAttempt(paid, 5, at(1))).toEqual(at(2));
    expect(nextWebhookAttempt(paid, 60, at(71.5))).toBeNull();
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
