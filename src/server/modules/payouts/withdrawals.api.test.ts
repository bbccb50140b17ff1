import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paystackSandboxTransfers } from '../../integrations/paystack/sandbox.schema.ts';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { FAILS, PAYS, REVERSES } from './withdrawals.fixtures.ts';
import { ctx, webhook } from '../payments/payments.fixtures.ts';
import {
  live,
  balance,
  credit,
  payoutAccount,
  withWallet,
  withdraw,
  noticesOf,
  rowOf,
  settled,
  postingsOf,
} from './withdrawal-api.fixtures.ts';

describe('GET /payments/withdrawals/fee', () => {
  it("quotes Paystack's bands: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above", async () => {
    const user = await registerUser(ctx.app);
    const quote = async (amount: string) =>
      api(ctx.app).get(`/payments/withdrawals/fee?amount=${amount}`, { token: user.accessToken });
    expect((await quote('5000')).json().data).toEqual({
      amount: 5000,
      fee: 10,
      total: 5010,
      arrives: 'Usually within a few minutes',
    });
    expect((await quote('5000.01')).json().data).toMatchObject({ fee: 25, total: 5025.01 });
    expect((await quote('50000')).json().data).toMatchObject({ fee: 25 });
    expect((await quote('50001')).json().data).toMatchObject({ fee: 50, total: 50051 });
    expect((await quote('99')).statusCode).toBe(400);
    expect((await quote('abc')).statusCode).toBe(400);
  });
});

describe('POST /payments/users/{userId}/transfer', () => {
  it('holds amount + fee at once; the transfer.success webhook settles it once', async () => {
    const user = await withWallet(10_000);
    const res = await withdraw(user, { amount: 4_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Withdrawal was successful');
    const w = res.json().data;
    expect(w).toMatchObject({
      userId: user.id,
      businessId: null,
      reason: 'FUND_WITHDRAWAL',
      amount: 4000,
      fee: 10,
      total: 4010,
      status: 'PENDING',
      bankName: 'Guaranty Trust Bank',
      last4: '6789',
    });
    expect(w.reference).toMatch(/^[a-z0-9_-]{16,50}$/);
    expect(await balance(`wallet:${user.id}`)).toBe(599_000n);
    expect(await balance(`payout-in-flight:${w._id}`)).toBe(400_000n);
    expect((await rowOf(w._id)).transferCode).toMatch(/^TRF_/);

    const done = await settled(w._id);
    expect(done.status).toBe('SUCCESS');
    expect(done.settledAt).not.toBeNull();
    expect(await balance(`wallet:${user.id}`)).toBe(599_000n);
    expect(await balance(`payout-in-flight:${w._id}`)).toBe(0n);

    // The same event again (Paystack resends until it hears 200) changes nothing.
    const [sent] = await ctx.db
      .select()
      .from(paystackSandboxTransfers)
      .where(eq(paystackSandboxTransfers.reference, w.reference));
    const before = await postingsOf(w._id);
    const replay = await webhook({
      event: 'transfer.success',
      data: {
        reference: w.reference,
        transfer_code: sent!.transferCode,
        status: 'success',
        amount: 400_000,
        currency: 'NGN',
        recipient: { recipient_code: sent!.recipientCode },
      },
    });
    expect(replay.statusCode).toBe(200);
    // A contradicting event after it settled changes nothing either.
    const late = await webhook({
      event: 'transfer.failed',
      data: {
        reference: w.reference,
        transfer_code: sent!.transferCode,
        status: 'failed',
        amount: 400_000,
        currency: 'NGN',
      },
    });
    expect(late.statusCode).toBe(200);
    expect(await postingsOf(w._id)).toEqual(before);
    expect((await rowOf(w._id)).status).toBe('SUCCESS');
    expect(await balance(`wallet:${user.id}`)).toBe(599_000n);

    const list = await api(ctx.app).get(`/payments/withdrawals/${user.id}`, {
      token: user.accessToken,
    });
    expect(list.json().data).toMatchObject({
      totalRecords: 1,
      results: [{ _id: w._id, status: 'SUCCESS' }],
    });
    // Told once, replays and all.
    await expect.poll(() => noticesOf(user.id)).toEqual(['withdrawal_success']);
  });

  it.each([
    ['failed', FAILS, 'FAILED'],
    ['reversed', REVERSES, 'REVERSED'],
  ])('a %s transfer gives amount and fee back, once', async (_name, account, status) => {
    const user = await withWallet(1_000, account);
    const res = await withdraw(user, { amount: 990 });
    expect(res.statusCode).toBe(201);
    const w = res.json().data;
    expect(await balance(`wallet:${user.id}`)).toBe(0n);
    const done = await settled(w._id);
    expect(done.status).toBe(status);
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
    expect(await balance(`payout-in-flight:${w._id}`)).toBe(0n);
    // Replayed, and contradicted by a late success: the money comes back only once.
    for (const event of [`transfer.${_name}`, 'transfer.success'])
      expect(
        (
          await webhook({
            event,
            data: {
              reference: w.reference,
              transfer_code: done.transferCode,
              status: event.slice('transfer.'.length),
              amount: 99_000,
              currency: 'NGN',
            },
          })
        ).statusCode,
      ).toBe(200);
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
    expect((await rowOf(w._id)).status).toBe(status);
    await expect.poll(() => noticesOf(user.id)).toEqual([`withdrawal_${_name}`]);
    expect(
      await live.withdrawals.reconcile(new Date(Date.now() + 5 * 60_000)),
    ).toBeGreaterThanOrEqual(0);
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
  });

  it("takes a business's balance: curr_balance falls by amount + fee, total_withdrawn grows by the amount", async () => {
    const owner = await registerUser(ctx.app);
    const shop = await createBusiness(ctx.app, owner);
    await payoutAccount(owner, PAYS, shop._id);
    await credit(`business:${shop._id}`, 60_000);
    const figures = async () =>
      (await api(ctx.app).get(`/businesses/${shop._id}`, { token: owner.accessToken })).json().data;

    // The owner's own wallet is empty and has no payout account: the business pays.
    const res = await withdraw(owner, { amount: 50_001, businessId: shop._id });
    expect(res.statusCode).toBe(201);
    const w = res.json().data;
    expect(w).toMatchObject({ businessId: shop._id, fee: 50, total: 50_051 });
    // Revenue is what was ever released to the business: a withdrawal does not change it.
    expect(await figures()).toMatchObject({
      curr_balance: 9_949,
      total_withdrawn: 0,
      total_revenue: 60_000,
    });
    await settled(w._id);
    expect(await figures()).toMatchObject({
      curr_balance: 9_949,
      total_withdrawn: 50_001,
      total_revenue: 60_000,
    });

    const list = await api(ctx.app).get(
      `/payments/withdrawals/${owner.id}?businessId=${shop._id}&status=SUCCESS`,
      { token: owner.accessToken },
    );
    expect(list.json().data.results.map((r: { _id: string }) => r._id)).toEqual([w._id]);
  });

  it('a transfer reversed after it succeeded gives the money back once and undoes total_withdrawn', async () => {
    const owner = await registerUser(ctx.app);
    const shop = await createBusiness(ctx.app, owner);
    await payoutAccount(owner, PAYS, shop._id);
    await credit(`business:${shop._id}`, 3_000);
    const w = (await withdraw(owner, { amount: 2_000, businessId: shop._id })).json().data;
    const done = await settled(w._id);
    expect(done.status).toBe('SUCCESS');
    const figures = async () =>
      (await api(ctx.app).get(`/businesses/${shop._id}`, { token: owner.accessToken })).json().data;
    expect(await figures()).toMatchObject({ curr_balance: 990, total_withdrawn: 2_000 });
    const reversed = {
      event: 'transfer.reversed',
      data: {
        reference: w.reference,
        transfer_code: done.transferCode,
        status: 'reversed',
        amount: 200_000,
        currency: 'NGN',
      },
    };
    for (let i = 0; i < 3; i++) expect((await webhook(reversed)).statusCode).toBe(200);
    expect((await rowOf(w._id)).status).toBe('REVERSED');
    expect(await figures()).toMatchObject({
      curr_balance: 3_000,
      total_withdrawn: 0,
      total_revenue: 3_000,
    });
  });
});
