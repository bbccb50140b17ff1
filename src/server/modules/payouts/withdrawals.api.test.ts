import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { paystackSandboxTransfers } from '../../integrations/paystack/sandbox.schema.ts';
import { createServices, type Services } from '../../services.ts';
import {
  api,
  createBusiness,
  fetchThrough,
  registerUser,
  type Registered,
} from '../../testing/test-app.ts';
import { ledgerEntries, ledgerTransfers } from '../ledger/ledger.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { PaystackError } from '../../integrations/paystack/client.ts';
import { payoutAccounts, withdrawals } from './payouts.schema.ts';
import {
  confirmedPayoutAccount,
  credit as creditAccount,
  FAILS,
  passHold,
  PAYS,
  REVERSES,
  usablePayoutAccount,
} from './withdrawals.fixtures.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';
import { ctx, services, webhook } from '../payments/payments.fixtures.ts';

/** Services that reach the in-process sandbox, as the app's own do (the fixtures' cannot). */
let live: Services;
beforeAll(() => {
  live = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
});

const balance = (account: string) => services.ledger.balance(account);

/** Money in a wallet or business balance, as a card payment brings it. */
const credit = (account: string, naira: number) =>
  creditAccount(ctx.db, services.ledger, account, naira);

/** A confirmed payout account past its 24-hour hold (the hold moved back in the database). */
const payoutAccount = (user: Registered, accountNumber = PAYS, businessId?: string) =>
  usablePayoutAccount(ctx.app, ctx.db, user, accountNumber, businessId);

/** A user with ₦`naira` in the wallet and a usable payout account. */
async function withWallet(naira: number, accountNumber = PAYS) {
  const user = await registerUser(ctx.app);
  await payoutAccount(user, accountNumber);
  if (naira > 0) await credit(`wallet:${user.id}`, naira);
  return user;
}

const withdraw = (user: Registered, body: object, headers?: Record<string, string>) =>
  api(ctx.app).post(
    `/payments/users/${user.id}/transfer`,
    { reason: 'FUND_WITHDRAWAL', ...body },
    { token: user.accessToken, headers },
  );

/** The types of the notifications a user got, once their events have run. */
const noticesOf = async (userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.type)
    .filter((t) => t.startsWith('withdrawal_'))
    .sort();

const rowOf = async (id: string) =>
  (await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
const rowsOf = (userId: string) =>
  ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

/** Waits for the sandbox's webhook (sent after its 2-second delay) to settle a withdrawal. */
async function settled(id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await rowOf(id);
    if (row.status !== 'PENDING') return row;
    if (Date.now() > until) throw new Error(`withdrawal ${id} still pending`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every ledger transfer posted for a withdrawal, by kind. */
async function postingsOf(id: string) {
  const rows = await ctx.db
    .select({
      kind: ledgerTransfers.kind,
      account: ledgerEntries.account,
      amount: ledgerEntries.amountKobo,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(eq(ledgerTransfers.reference, id));
  return rows;
}

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

  it('a transfer the provider refuses for good fails at once and gives the money back (502)', async () => {
    const user = await registerUser(ctx.app);
    const accountId = await payoutAccount(user);
    await credit(`wallet:${user.id}`, 1_000);
    // A recipient the provider does not know (400 Recipient specified is invalid).
    await ctx.db
      .update(payoutAccounts)
      .set({ recipientCode: 'RCP_unknownrecipient' })
      .where(eq(payoutAccounts.id, accountId));
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

/** Holds back the sandbox's webhook for a transfer, as if it were lost; optionally settles it. */
async function loseWebhook(reference: string, status?: 'success' | 'failed') {
  await ctx.db
    .update(paystackSandboxTransfers)
    .set({
      webhookNextAt: null,
      ...(status ? { status, settledAt: new Date(), webhookEvent: `transfer.${status}` } : {}),
    })
    .where(eq(paystackSandboxTransfers.reference, reference));
}

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
      payoutAccounts: services.payoutAccounts,
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

describe('wallet history', () => {
  it('lists a withdrawal with its status, and its return when it fails', async () => {
    const user = await withWallet(1_000, REVERSES);
    const history = async (q = '') =>
      (
        await api(ctx.app).get(`/payments/histories/${user.id}${q}`, { token: user.accessToken })
      ).json().data;
    const w = (await withdraw(user, { amount: 400 })).json().data;
    expect((await history()).results[0]).toMatchObject({
      kind: 'WITHDRAWAL',
      reason: 'FUND_WITHDRAWAL',
      status: 'PENDING',
      amount: 410,
      direction: 'DEBIT',
    });
    expect((await history('?paymentStatus=PENDING')).totalRecords).toBe(1);
    await settled(w._id);
    const after = await history();
    expect(after.results.slice(0, 2)).toMatchObject([
      { kind: 'WITHDRAWAL', status: 'REVERSED', amount: 410, direction: 'CREDIT' },
      { kind: 'WITHDRAWAL', status: 'REVERSED', amount: 410, direction: 'DEBIT' },
    ]);
    expect((await history('?paymentStatus=PENDING')).totalRecords).toBe(0);
    expect((await history('?paymentStatus=REVERSED')).totalRecords).toBe(2);
    // The credit that funded it is a plain movement.
    expect((await history('?paymentStatus=SUCCESS')).totalRecords).toBe(1);
  });
});
