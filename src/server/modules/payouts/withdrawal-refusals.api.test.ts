import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser } from '../../testing/test-app.ts';
import { bankAccounts } from './payouts.schema.ts';
import { confirmedPayoutAccount, passHold, PAYS } from './withdrawals.fixtures.ts';
import { ctx } from '../payments/payments.fixtures.ts';
import {
  balance,
  credit,
  payoutAccount,
  withWallet,
  withdraw,
  rowsOf,
  settled,
} from './withdrawal-api.fixtures.ts';

describe('POST /payments/users/{userId}/transfer', () => {
  it('a transfer the provider refuses for good fails at once and gives the money back (502)', async () => {
    const user = await registerUser(ctx.app);
    const accountId = await payoutAccount(user);
    await credit(`wallet:${user.id}`, 1_000);
    // A recipient the provider does not know (400 Recipient specified is invalid).
    await ctx.db
      .update(bankAccounts)
      .set({ recipientCode: 'RCP_unknownrecipient' })
      .where(eq(bankAccounts.id, accountId));
    const res = await withdraw(user, { amount: 500 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/back in your balance/);
    const [row] = await rowsOf(user.id);
    expect(row!.status).toBe('FAILED');
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const user = await withWallet(1_000);
    for (const body of [
      { amount: 99 },
      { amount: 100.001 },
      { amount: 'lots' },
      {},
      { amount: 500, reason: 'FUND_TRANSFER' },
      { amount: 500, businessId: 'not-an-id' },
    ]) {
      const res = await withdraw(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
  });

  it("refuses another user's wallet (403) and another's business (403, unknown 404)", async () => {
    const owner = await withWallet(1_000);
    const shop = await createBusiness(ctx.app, owner);
    await payoutAccount(owner, PAYS, shop._id);
    await credit(`business:${shop._id}`, 1_000);
    const intruder = await withWallet(1_000);

    const other = await api(ctx.app).post(
      `/payments/users/${owner.id}/transfer`,
      { amount: 500, reason: 'FUND_WITHDRAWAL' },
      { token: intruder.accessToken },
    );
    expect(other.statusCode).toBe(403);
    expect((await withdraw(intruder, { amount: 500, businessId: shop._id })).statusCode).toBe(403);
    expect((await withdraw(intruder, { amount: 500, businessId: uuidv7() })).statusCode).toBe(404);
    expect((await withdraw(intruder, { amount: 500, userId: owner.id })).statusCode).toBe(403);
    const list = await api(ctx.app).get(`/payments/withdrawals/${owner.id}`, {
      token: intruder.accessToken,
    });
    expect(list.statusCode).toBe(403);
    expect(await rowsOf(owner.id)).toHaveLength(0);
    expect(await rowsOf(intruder.id)).toHaveLength(0);
    expect(await balance(`wallet:${owner.id}`)).toBe(100_000n);
    expect(await balance(`business:${shop._id}`)).toBe(100_000n);
  });

  it('needs a confirmed payout account past its hold (409), and a balance covering amount + fee', async () => {
    const user = await registerUser(ctx.app);
    await credit(`wallet:${user.id}`, 1_000);
    const none = await withdraw(user, { amount: 500 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/bank account/);

    // Confirmed but still in its 24-hour hold.
    const accountId = await confirmedPayoutAccount(ctx.app, ctx.db, user);
    expect((await withdraw(user, { amount: 500 })).statusCode).toBe(409);
    await passHold(ctx.db, accountId);

    // ₦1,000 covers ₦990 + ₦10, not ₦991 + ₦10.
    const short = await withdraw(user, { amount: 991 });
    expect(short.statusCode).toBe(409);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await balance(`wallet:${user.id}`)).toBe(100_000n);
    const w = (await withdraw(user, { amount: 990 })).json().data;
    await settled(w._id);
  });

  it('20 withdrawals of the whole balance at once: exactly one goes, the balance never goes below zero', async () => {
    const user = await withWallet(2_010);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(user, { amount: 2_000 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await balance(`wallet:${user.id}`)).toBe(0n);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    await settled(rows[0]!.id);
    expect(await balance(`wallet:${user.id}`)).toBe(0n);
  });

  it('answers a repeated Idempotency-Key with the first withdrawal', async () => {
    const user = await withWallet(3_000);
    const headers = { 'idempotency-key': `wd-${uuidv7()}` };
    const first = await withdraw(user, { amount: 1_000 }, headers);
    const again = await withdraw(user, { amount: 1_000 }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await balance(`wallet:${user.id}`)).toBe(199_000n);
    await settled(first.json().data._id);
  });
});
