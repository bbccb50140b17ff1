import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxAccountName } from '../../integrations/paystack/sandbox-accounts.ts';
import { api, registerUser } from '../../testing/test-app.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { bankAccounts } from './payouts.schema.ts';
import {
  addAccount,
  codeFor,
  confirmAccount,
  ctx,
  GTB,
  passHold,
  PAYS,
  rowsOf,
  services,
  UNKNOWN,
  vendor,
} from './bank-accounts.fixtures.ts';

describe('POST /payments/accounts and its confirmation', () => {
  it('saves the name from the bank, pending until the code sent to the owner is entered', async () => {
    const user = await registerUser(ctx.app);
    const res = await addAccount(user, {
      accountNumber: PAYS,
      bankCode: GTB,
      accountName: 'SOMEONE ELSE',
      userId: user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^We sent a code to c\*+@example\.ng, enter it/);
    const account = res.json().data.account;
    expect(account).toMatchObject({
      userId: user.id,
      businessId: null,
      accountName: sandboxAccountName(PAYS),
      accountNumber: PAYS,
      last4: '6789',
      bankName: 'Guaranty Trust Bank',
      status: 'pending_confirmation',
      usableForPayout: false,
      usableForPayoutAt: null,
    });
    // Not usable for withdrawals while unconfirmed.
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toBeNull();

    const wrong = await confirmAccount(user, { accountId: account._id, code: '000000' });
    const code = await codeFor(user);
    expect(code).not.toBe('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual({
      code: 'This code is not right, check it and try again',
    });
    expect((await rowsOf(user.id))[0]).toMatchObject({
      status: 'pending_confirmation',
      recipientCode: null,
    });

    const before = Date.now();
    const ok = await confirmAccount(user, { accountId: account._id, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Bank Account added successfully');
    const confirmed = ok.json().data;
    expect(confirmed).toMatchObject({ status: 'confirmed', usableForPayout: false });
    const hold = Date.parse(confirmed.usableForPayoutAt) - before;
    expect(hold).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(hold).toBeLessThan(24 * 3_600_000 + 60_000);
    const [row] = await rowsOf(user.id);
    expect(row!.recipientCode).toMatch(/^RCP_/);

    // Confirmed, but still inside the 24-hour hold.
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toBeNull();
    await passHold(account._id);
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toEqual({
      accountId: account._id,
      recipientCode: row!.recipientCode,
      accountName: sandboxAccountName(PAYS),
      bankName: 'Guaranty Trust Bank',
      last4: '6789',
    });

    // The owner heard of the request and of the confirmation.
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.type).sort()).toEqual([
      'payout_account_confirmed',
      'payout_account_requested',
    ]);

    // A used code does not confirm anything again.
    const again = await confirmAccount(user, { accountId: account._id, code });
    expect(again.statusCode).toBe(409);
  });

  it("keeps one account per business, listed with the owner's own", async () => {
    const { user, business } = await vendor();
    const own = await addAccount(user, { accountNumber: PAYS, bankCode: GTB });
    const shop = await addAccount(user, {
      accountNumber: '8031234567',
      bankCode: '057',
      businessId: business._id,
    });
    expect(shop.statusCode).toBe(201);
    expect(shop.json().data.account).toMatchObject({
      businessId: business._id,
      businessName: business.name,
      bankName: 'Zenith Bank',
    });
    // Each pending account has its own code: confirming the business's leaves the own one pending.
    const res = await confirmAccount(user, {
      accountId: shop.json().data.account._id,
      code: await codeFor(user),
    });
    expect(res.statusCode).toBe(200);
    const list = await api(ctx.app).get(`/payments/accounts/${user.id}`, {
      token: user.accessToken,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((a: { _id: string; status: string; businessId: string | null }) => [
          a._id,
          a.businessId,
          a.status,
        ]),
    ).toEqual([
      [own.json().data.account._id, null, 'pending_confirmation'],
      [shop.json().data.account._id, business._id, 'confirmed'],
    ]);
    await passHold(shop.json().data.account._id);
    expect(
      await services.bankAccounts.payoutAccountFor({ businessId: business._id }),
    ).toMatchObject({ bankName: 'Zenith Bank', last4: '4567' });
    expect(await services.bankAccounts.payoutAccountFor({ userId: user.id })).toBeNull();

    const second = await addAccount(user, {
      accountNumber: PAYS,
      bankCode: GTB,
      businessId: business._id,
    });
    expect(second.statusCode).toBe(409);
  });

  it('writes nothing for bad input or an account the bank does not know', async () => {
    const user = await registerUser(ctx.app);
    const bad = await addAccount(user, { accountNumber: '0123', bankCode: GTB });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ accountNumber: 'Enter the 10-digit account number' });
    const unknown = await addAccount(user, { accountNumber: UNKNOWN, bankCode: GTB });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'We could not find this account, check the number and the bank',
    );
    const noBusiness = await addAccount(user, {
      accountNumber: PAYS,
      bankCode: GTB,
      businessId: '01890000-0000-7000-8000-000000000000',
    });
    expect(noBusiness.statusCode).toBe(404);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses another user's accounts and businesses, and changes nothing", async () => {
    const { user: ada, business } = await vendor();
    const bola = await registerUser(ctx.app);
    const added = await addAccount(ada, { accountNumber: PAYS, bankCode: GTB });
    const accountId: string = added.json().data.account._id;
    const code = await codeFor(ada);

    const forBusiness = await addAccount(bola, {
      accountNumber: PAYS,
      bankCode: GTB,
      businessId: business._id,
    });
    expect(forBusiness.statusCode).toBe(403);
    const asAda = await addAccount(bola, { accountNumber: PAYS, bankCode: GTB, userId: ada.id });
    expect(asAda.statusCode).toBe(403);
    const list = await api(ctx.app).get(`/payments/accounts/${ada.id}`, {
      token: bola.accessToken,
    });
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain(PAYS);
    const change = await api(ctx.app).patch(
      `/payments/accounts/${ada.id}`,
      { accountNumber: '8031234567', bankCode: GTB },
      { token: bola.accessToken },
    );
    expect(change.statusCode).toBe(403);
    const remove = await api(ctx.app).delete(`/payments/accounts/${ada.id}`, {
      token: bola.accessToken,
    });
    expect(remove.statusCode).toBe(403);
    // Her account id with her code, through Bola's own path: not found for him.
    const confirm = await confirmAccount(bola, { accountId, code });
    expect(confirm.statusCode).toBe(404);
    const resend = await api(ctx.app).post(
      `/payments/accounts/${bola.id}/code`,
      { accountId },
      { token: bola.accessToken },
    );
    expect(resend.statusCode).toBe(404);

    expect(await rowsOf(bola.id)).toEqual([]);
    const rows = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId));
    expect(rows.map((r) => r.status)).toEqual(['pending_confirmation']);
    // Her code still works for her.
    expect((await confirmAccount(ada, { accountId, code })).statusCode).toBe(200);
  });
});
