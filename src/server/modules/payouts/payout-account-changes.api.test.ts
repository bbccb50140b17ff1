import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../testing/test-app.ts';
import { oneTimeTokens } from '../verification/verification.schema.ts';
import { bankAccounts } from './payouts.schema.ts';
import {
  addAccount,
  changeAccount,
  codeFor,
  confirmAccount,
  confirmedAccount,
  ctx,
  GTB,
  passHold,
  PAYS,
  rowsOf,
  services,
} from './bank-accounts.fixtures.ts';

const REVERSES = '2222222222';

describe('PATCH /payments/accounts/{userId}', () => {
  it('needs a new confirmation, keeps the confirmed account meanwhile and restarts the hold', async () => {
    const user = await registerUser(ctx.app);
    const firstId = await confirmedAccount(user);
    await passHold(firstId);
    const first = await services.bankAccounts.payoutAccountFor({ userId: user.id });
    expect(first?.last4).toBe('6789');

    const res = await changeAccount(user, { accountNumber: REVERSES, bankCode: '057' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^We sent a code to/);
    const pending = res.json().data.account;
    expect(pending).toMatchObject({ status: 'pending_confirmation', last4: '2222' });

    // Until the change is confirmed, payouts still go to the confirmed account, never the new one.
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toEqual(first);
    const list = await api(ctx.app).get(`/payments/accounts/${user.id}`, {
      token: user.accessToken,
    });
    expect(list.json().data.map((a: { status: string }) => a.status)).toEqual([
      'confirmed',
      'pending_confirmation',
    ]);

    const done = await confirmAccount(user, {
      accountId: pending._id,
      code: await codeFor(user),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Bank Account updated successfully');
    // The new account waits out its own hold; the old one is no longer paid.
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toBeNull();
    const rows = await rowsOf(user.id);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [firstId]: 'replaced',
      [pending._id]: 'confirmed',
    });
    await passHold(pending._id);
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toMatchObject({
      accountId: pending._id,
      bankName: 'Zenith Bank',
      last4: '2222',
    });
  });

  it('replaces a pending change with a newer one, whose code alone confirms', async () => {
    const user = await registerUser(ctx.app);
    await confirmedAccount(user);
    const one = await changeAccount(user, { accountNumber: REVERSES, bankCode: GTB });
    const oneCode = await codeFor(user);
    const two = await changeAccount(user, { accountNumber: '8031234567', bankCode: GTB });
    expect(two.statusCode).toBe(200);
    const stale = await confirmAccount(user, {
      accountId: one.json().data.account._id,
      code: oneCode,
    });
    expect(stale.statusCode).toBe(409);
    const res = await confirmAccount(user, {
      accountId: two.json().data.account._id,
      code: await codeFor(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.last4).toBe('4567');
  });

  it('is not found without an account, and refuses bad input writing nothing', async () => {
    const user = await registerUser(ctx.app);
    expect((await changeAccount(user, { accountNumber: PAYS, bankCode: GTB })).statusCode).toBe(
      404,
    );
    const id = await confirmedAccount(user);
    const bad = await changeAccount(user, { accountNumber: 'abcdefghij', bankCode: GTB });
    expect(bad.statusCode).toBe(400);
    expect((await rowsOf(user.id)).map((r) => [r.id, r.status])).toEqual([[id, 'confirmed']]);
  });
});

describe('confirmation codes', () => {
  it('voids a code after five wrong tries; a new one can be asked for', async () => {
    const user = await registerUser(ctx.app);
    const added = await addAccount(user, { accountNumber: PAYS, bankCode: GTB });
    const accountId: string = added.json().data.account._id;
    const code = await codeFor(user);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect((await confirmAccount(user, { accountId, code: wrong })).statusCode).toBe(400);
    const late = await confirmAccount(user, { accountId, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toEqual({
      code: 'This code has expired or had too many tries, ask for a new one',
    });

    const resend = await api(ctx.app).post(
      `/payments/accounts/${user.id}/code`,
      { accountId },
      { token: user.accessToken },
    );
    expect(resend.statusCode).toBe(200);
    const fresh = await codeFor(user);
    expect((await confirmAccount(user, { accountId, code: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await registerUser(ctx.app);
    const added = await addAccount(user, { accountNumber: PAYS, bankCode: GTB });
    const accountId: string = added.json().data.account._id;
    const code = await codeFor(user);
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const res = await confirmAccount(user, { accountId, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      code: 'This code has expired or had too many tries, ask for a new one',
    });
    expect((await rowsOf(user.id))[0]!.status).toBe('pending_confirmation');
  });

  it('confirms once when the right code is sent twice at the same time', async () => {
    const user = await registerUser(ctx.app);
    const added = await addAccount(user, { accountNumber: PAYS, bankCode: GTB });
    const accountId: string = added.json().data.account._id;
    const code = await codeFor(user);
    const answers = await Promise.all([
      confirmAccount(user, { accountId, code }),
      confirmAccount(user, { accountId, code }),
    ]);
    // The other is refused: its code already used (400), or the account already confirmed (409).
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([400, 409]).toContain(lost);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);
  });
});

describe('DELETE /payments/accounts/{userId}', () => {
  it('removes the account and any pending change; payouts have nowhere to go', async () => {
    const user = await registerUser(ctx.app);
    const id = await confirmedAccount(user);
    await passHold(id);
    await changeAccount(user, { accountNumber: REVERSES, bankCode: GTB });
    const res = await api(ctx.app).delete(`/payments/accounts/${user.id}`, {
      token: user.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Bank Account removed successfully',
      data: null,
    });
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toBeNull();
    const list = await api(ctx.app).get(`/payments/accounts/${user.id}`, {
      token: user.accessToken,
    });
    expect(list.json().data).toEqual([]);
    expect((await rowsOf(user.id)).map((r) => r.status)).toEqual(['removed', 'removed']);
    const again = await api(ctx.app).delete(`/payments/accounts/${user.id}`, {
      token: user.accessToken,
    });
    expect(again.statusCode).toBe(404);
    // A new account can be added after.
    expect((await addAccount(user, { accountNumber: PAYS, bankCode: GTB })).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated add or confirmation with the first answer and does it once', async () => {
    const user = await registerUser(ctx.app);
    const body = { accountNumber: PAYS, bankCode: GTB };
    const first = await addAccount(user, body, { 'idempotency-key': 'add-bank-1' });
    const repeat = await addAccount(user, body, { 'idempotency-key': 'add-bank-1' });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await rowsOf(user.id)).toHaveLength(1);

    const accountId: string = first.json().data.account._id;
    const confirm = { accountId, code: await codeFor(user) };
    const one = await confirmAccount(user, confirm, { 'idempotency-key': 'confirm-bank-1' });
    const two = await confirmAccount(user, confirm, { 'idempotency-key': 'confirm-bank-1' });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(two.json()).toEqual(one.json());
    const rows = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(['confirmed']);

    const other = await addAccount(
      user,
      { accountNumber: REVERSES, bankCode: GTB },
      { 'idempotency-key': 'add-bank-1' },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
