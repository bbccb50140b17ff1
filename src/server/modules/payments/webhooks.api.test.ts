import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { paystackSandboxTransactions } from '../../integrations/paystack/sandbox.schema.ts';
import { nextWebhookAttempt } from '../../integrations/paystack/sandbox.ts';
import { createServices } from '../../services.ts';
import { addProduct, newShopper, placeOrder } from '../../testing/shop.ts';
import { fetchThrough } from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import {
  ctx,
  services,
  shop,
  transactionOf,
  webhook,
  paidButUnheard,
  paid,
} from './reconcile.fixtures.ts';

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
