import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paystackSandboxTransfers } from '../../integrations/paystack/sandbox.schema.ts';
import { PaystackError } from '../../integrations/paystack/client.ts';
import { withdrawals } from './payouts.schema.ts';
import { FAILS } from './withdrawals.fixtures.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';
import { ctx, services, webhook } from '../payments/payments.fixtures.ts';
import {
  live,
  balance,
  withWallet,
  withdraw,
  rowOf,
  settled,
  postingsOf,
  loseWebhook,
} from './withdrawal-api.fixtures.ts';

describe('withdrawal reconciliation', () => {
  it('sends a withdrawal the provider never took, with the same reference, and settles it', async () => {
    const user = await withWallet(1_000);
    // These services cannot reach the provider: the request holds the money and stays pending.
    const w = await services.withdrawals.request(user.id, user.id, {
      amount: 500,
      reason: 'FUND_WITHDRAWAL',
    });
    expect(w.status).toBe('PENDING');
    expect((await rowOf(w._id)).transferCode).toBeNull();
    expect(await balance(`wallet:${user.id}`)).toBe(49_000n);

    // Not yet a minute old: left alone.
    await live.withdrawals.reconcile();
    expect((await rowOf(w._id)).transferCode).toBeNull();
    await live.withdrawals.reconcile(new Date(Date.now() + 2 * 60_000));
    const row = await rowOf(w._id);
    expect(row.transferCode).toMatch(/^TRF_/);
    const sent = await ctx.db
      .select()
      .from(paystackSandboxTransfers)
      .where(eq(paystackSandboxTransfers.reference, w.reference));
    expect(sent).toHaveLength(1);
    expect((await settled(w._id)).status).toBe('SUCCESS');
    expect(await balance(`wallet:${user.id}`)).toBe(49_000n);
  });

  it('settles a withdrawal whose webhook never arrives by asking the provider', async () => {
    const user = await withWallet(1_000, FAILS);
    const w = (await withdraw(user, { amount: 700 })).json().data;
    // The provider settles the transfer, but its webhook is lost.
    await ctx.db
      .update(paystackSandboxTransfers)
      .set({
        status: 'failed',
        settledAt: new Date(),
        webhookEvent: 'transfer.failed',
        webhookNextAt: null,
      })
      .where(eq(paystackSandboxTransfers.reference, w.reference));
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await rowOf(w._id)).status).toBe('PENDING');
    expect(await balance(`wallet:${user.id}`)).toBe(29_000n);

    await live.withdrawals.reconcile(new Date(Date.now() + 2 * 60_000));
    expect((await rowOf(w._id)).status).toBe('FAILED');
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
    // Asked again (another worker, a later minute): nothing moves twice.
    await live.withdrawals.reconcile(new Date(Date.now() + 4 * 60_000));
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
  });
});

describe('withdrawals after a crash', () => {
  it('the provider took it but its transfer code was never stored: the retry gets the same transfer, nothing pays twice', async () => {
    const user = await withWallet(1_000);
    const w = await live.withdrawals.request(user.id, user.id, {
      amount: 600,
      reason: 'FUND_WITHDRAWAL',
    });
    await loseWebhook(w.reference);
    const code = (await rowOf(w._id)).transferCode;
    expect(code).toMatch(/^TRF_/);
    // The process died between the provider's answer and storing it.
    await ctx.db.update(withdrawals).set({ transferCode: null }).where(eq(withdrawals.id, w._id));

    await live.withdrawals.reconcile(new Date(Date.now() + 2 * 60_000));
    expect((await rowOf(w._id)).transferCode).toBe(code);
    const sent = await ctx.db
      .select()
      .from(paystackSandboxTransfers)
      .where(eq(paystackSandboxTransfers.reference, w.reference));
    expect(sent).toHaveLength(1);
    expect((await rowOf(w._id)).status).toBe('PENDING');

    await loseWebhook(w.reference, 'success');
    await live.withdrawals.reconcile(new Date(Date.now() + 4 * 60_000));
    expect((await rowOf(w._id)).status).toBe('SUCCESS');
    expect(await balance(`wallet:${user.id}`)).toBe(39_000n);
  });

  it('ten copies of a failure webhook at once, beside the reconciliation, return the money once', async () => {
    const user = await withWallet(1_000, FAILS);
    const w = (await withdraw(user, { amount: 500 })).json().data;
    await loseWebhook(w.reference, 'failed');
    const row = await rowOf(w._id);
    const failed = {
      event: 'transfer.failed',
      data: {
        reference: w.reference,
        transfer_code: row.transferCode,
        status: 'failed',
        amount: 50_000,
        currency: 'NGN',
      },
    };
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(failed)),
      live.withdrawals.reconcile(new Date(Date.now() + 2 * 60_000)),
    ]);
    for (const a of answers.slice(0, 10))
      expect((a as { statusCode: number }).statusCode).toBe(200);
    expect((await rowOf(w._id)).status).toBe('FAILED');
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
    const returned = (await postingsOf(w._id)).filter((p) => p.kind === 'WITHDRAWAL_RETURNED');
    expect(returned.length).toBeGreaterThan(0);
    expect(new Set(returned.map((p) => p.account)).size).toBe(returned.length);
  });

  it('a refused duplicate reference is never taken for a failure: the money stays held', async () => {
    const user = await withWallet(1_000);
    const stubborn = createWithdrawalsService({
      db: ctx.db,
      events: services.events,
      ledger: services.ledger,
      bankAccounts: services.bankAccounts,
      businesses: services.businesses,
      cardHold: services.cardHold,
      payments: services.payments,
      log: () => {},
      paystack: {
        initiateTransfer: async () => {
          throw new PaystackError(400, 'Duplicate Transfer Reference');
        },
        verifyTransfer: async () => {
          throw new PaystackError(502, 'Payment provider unreachable');
        },
      },
    });
    const w = await stubborn.request(user.id, user.id, { amount: 500, reason: 'FUND_WITHDRAWAL' });
    expect(w.status).toBe('PENDING');
    await stubborn.reconcile(new Date(Date.now() + 2 * 60_000));
    expect((await rowOf(w._id)).status).toBe('PENDING');
    expect(await balance(`wallet:${user.id}`)).toBe(49_000n);
    // The real provider (through the reconciliation) sends it once and it settles.
    await live.withdrawals.reconcile(new Date(Date.now() + 4 * 60_000));
    expect((await settled(w._id)).status).toBe('SUCCESS');
  });

  it('a webhook for an amount other than the withdrawal is not applied', async () => {
    const user = await withWallet(1_000);
    const w = (await withdraw(user, { amount: 500 })).json().data;
    await loseWebhook(w.reference);
    const res = await webhook({
      event: 'transfer.failed',
      data: {
        reference: w.reference,
        transfer_code: 'TRF_forged',
        status: 'failed',
        amount: 90_000,
        currency: 'NGN',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(w._id)).status).toBe('PENDING');
    expect(await balance(`wallet:${user.id}`)).toBe(49_000n);
    // It settles as the provider says.
    await loseWebhook(w.reference, 'success');
    await live.withdrawals.reconcile(new Date(Date.now() + 2 * 60_000));
    expect((await rowOf(w._id)).status).toBe('SUCCESS');
  });
});
