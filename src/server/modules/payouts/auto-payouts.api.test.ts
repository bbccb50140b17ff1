import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import { lastMessageTo, tokenIn } from '../../testing/outbox.ts';
import {
  api,
  createBusiness,
  fetchThrough,
  registerUser,
  type Registered,
} from '../../testing/test-app.ts';
import { bankAccounts, withdrawals } from './payouts.schema.ts';
import { ctx, services } from '../payments/payments.fixtures.ts';
import { givePlan } from '../../testing/plans.ts';
import {
  confirmedPayoutAccount,
  credit as creditAccount,
  GTB,
  PAYS,
  usablePayoutAccount,
} from './withdrawals.fixtures.ts';
import { autoPayoutReference, lagosDay } from './auto-payouts.ts';

/**
 * Two sets of services that reach the in-process sandbox, as two running instances' would: the
 * daily payout job may run on both at once.
 */
let live: Services;
let other: Services;
beforeAll(() => {
  live = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
  other = createServices({ config: ctx.config, db: ctx.db, fetch: fetchThrough(() => ctx.app) });
});

const balance = (account: string) => services.ledger.balance(account);
const credit = (account: string, naira: number) =>
  creditAccount(ctx.db, services.ledger, account, naira);

const setAutoPayout = (user: Registered, body: object, userId = user.id) =>
  api(ctx.app).put(`/payments/accounts/${userId}/auto-payout`, body, {
    token: user.accessToken,
  });

const withdrawalsOf = (businessId: string) =>
  ctx.db.select().from(withdrawals).where(eq(withdrawals.businessId, businessId));

const switchOf = async (businessId: string) =>
  (
    await ctx.db
      .select({ on: bankAccounts.autoPayout })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.ownerKey, businessId), eq(bankAccounts.status, 'confirmed')))
  )[0]?.on;

/** Waits for the sandbox's webhook (after its 2-second delay) to settle a withdrawal. */
async function settled(id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (row!.status !== 'PENDING') return row!;
    if (Date.now() > until) throw new Error(`withdrawal ${id} still pending`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A vendor whose business has a payout account past its hold, with the switch on or off. */
async function vendorWithAccount(opts: { autoPayout: boolean; naira?: number }) {
  const owner = await registerUser(ctx.app);
  await givePlan(ctx.db, owner.id);
  const shop = await createBusiness(ctx.app, owner);
  await usablePayoutAccount(ctx.app, ctx.db, owner, PAYS, shop._id);
  if (opts.autoPayout) {
    const res = await setAutoPayout(owner, { businessId: shop._id, autoPayout: true });
    expect(res.statusCode).toBe(200);
  }
  if (opts.naira) await credit(`business:${shop._id}`, opts.naira);
  return { owner, shop };
}

describe('PUT /payments/accounts/{userId}/auto-payout', () => {
  it('the owner turns the daily payout on and off; the account list shows it', async () => {
    const owner = await registerUser(ctx.app);
    await givePlan(ctx.db, owner.id);
    const shop = await createBusiness(ctx.app, owner);
    await confirmedPayoutAccount(ctx.app, ctx.db, owner, PAYS, shop._id);

    const on = await setAutoPayout(owner, { businessId: shop._id, autoPayout: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      success: true,
      message: 'Automatic daily payout turned on',
      data: { businessId: shop._id, status: 'confirmed', autoPayout: true },
    });
    const listed = await api(ctx.app).get(`/payments/accounts/${owner.id}`, {
      token: owner.accessToken,
    });
    expect(listed.json().data).toMatchObject([{ businessId: shop._id, autoPayout: true }]);

    const off = await setAutoPayout(owner, { businessId: shop._id, autoPayout: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.autoPayout).toBe(false);
    expect(await switchOf(shop._id)).toBe(false);
  });

  it("refuses another user's business (403), an unknown one (404) and another user's path (403)", async () => {
    const owner = await registerUser(ctx.app);
    await givePlan(ctx.db, owner.id);
    const shop = await createBusiness(ctx.app, owner);
    await confirmedPayoutAccount(ctx.app, ctx.db, owner, PAYS, shop._id);
    const intruder = await registerUser(ctx.app);

    const theirs = await setAutoPayout(intruder, { businessId: shop._id, autoPayout: true });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().success).toBe(false);
    expect(
      (await setAutoPayout(intruder, { businessId: uuidv7(), autoPayout: true })).statusCode,
    ).toBe(404);
    expect(
      (await setAutoPayout(intruder, { businessId: shop._id, autoPayout: true }, owner.id))
        .statusCode,
    ).toBe(403);
    expect(await switchOf(shop._id)).toBe(false);
  });

  it('needs a confirmed account: pending only is 409, none is 404; bad input is 400', async () => {
    const owner = await registerUser(ctx.app);
    await givePlan(ctx.db, owner.id);
    const shop = await createBusiness(ctx.app, owner);
    const none = await setAutoPayout(owner, { businessId: shop._id, autoPayout: true });
    expect(none.statusCode).toBe(404);

    const added = await api(ctx.app).post(
      '/payments/accounts',
      { accountNumber: PAYS, bankCode: GTB, businessId: shop._id },
      { token: owner.accessToken },
    );
    expect(added.statusCode).toBe(201);
    const pending = await setAutoPayout(owner, { businessId: shop._id, autoPayout: true });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toMatch(/Confirm this bank account/);

    for (const body of [
      { businessId: shop._id, autoPayout: 'yes' },
      { businessId: shop._id },
      { autoPayout: true },
      { businessId: 'not-an-id', autoPayout: true },
    ]) {
      const res = await setAutoPayout(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const rows = await ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.ownerKey, shop._id));
    expect(rows.map((r) => r.autoPayout)).toEqual([false]);
  });

  it("the user's own account has no daily payout: only a business's balance is paid out", async () => {
    const user = await registerUser(ctx.app);
    await confirmedPayoutAccount(ctx.app, ctx.db, user);
    const res = await setAutoPayout(user, { businessId: uuidv7(), autoPayout: true });
    expect(res.statusCode).toBe(404);
  });

  it('a confirmed change of bank details keeps the switch; removing the account ends it', async () => {
    const { owner, shop } = await vendorWithAccount({ autoPayout: true });
    const changed = await api(ctx.app).patch(
      `/payments/accounts/${owner.id}`,
      { accountNumber: '0123456780', bankCode: GTB, businessId: shop._id },
      { token: owner.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    // Until the change is confirmed, the old account keeps paying.
    expect(await switchOf(shop._id)).toBe(true);
    const code = tokenIn(
      (await lastMessageTo(ctx.db, owner.input.email)).body,
      'Confirmation code',
    );
    const confirmed = await api(ctx.app).post(
      `/payments/accounts/${owner.id}/confirm`,
      { accountId: changed.json().data.account._id, code },
      { token: owner.accessToken },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ last4: '6780', autoPayout: true });
    const rows = await ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.ownerKey, shop._id));
    expect(rows.filter((r) => r.autoPayout).map((r) => r.status)).toEqual(['confirmed']);

    const removed = await api(ctx.app).delete(
      `/payments/accounts/${owner.id}?businessId=${shop._id}`,
      { token: owner.accessToken },
    );
    expect(removed.statusCode).toBe(200);
    expect(await switchOf(shop._id)).toBeUndefined();
    const after = await ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.ownerKey, shop._id));
    expect(after.some((r) => r.autoPayout)).toBe(false);
  });
});

describe('the daily payout job', () => {
  it('pays the balance less the fee once, however many times and on however many instances it runs', async () => {
    const { owner, shop } = await vendorWithAccount({ autoPayout: true, naira: 20_000 });
    const now = new Date();

    await Promise.all([
      live.withdrawals.autoPayouts(now),
      other.withdrawals.autoPayouts(now),
      live.withdrawals.autoPayouts(now),
      other.withdrawals.autoPayouts(now),
    ]);
    const rows = await withdrawalsOf(shop._id);
    expect(rows).toHaveLength(1);
    const [w] = rows;
    expect(w).toMatchObject({
      userId: owner.id,
      businessId: shop._id,
      amountKobo: 1_997_500n,
      feeKobo: 2_500n,
      reference: autoPayoutReference(shop._id, lagosDay(now)),
    });
    expect(await balance(`business:${shop._id}`)).toBe(0n);
    expect((await settled(w!.id)).status).toBe('SUCCESS');

    // More money the same day: the day's payout was made, nothing more goes until tomorrow.
    await credit(`business:${shop._id}`, 1_000);
    await live.withdrawals.autoPayouts(now);
    expect(await withdrawalsOf(shop._id)).toHaveLength(1);
    expect(await balance(`business:${shop._id}`)).toBe(100_000n);

    const tomorrow = new Date(now.getTime() + 24 * 3_600_000);
    await Promise.all([
      live.withdrawals.autoPayouts(tomorrow),
      other.withdrawals.autoPayouts(tomorrow),
    ]);
    const next = (await withdrawalsOf(shop._id)).filter((r) => r.id !== w!.id);
    expect(next).toMatchObject([{ amountKobo: 99_000n, feeKobo: 1_000n }]);
    expect(await balance(`business:${shop._id}`)).toBe(0n);
    await settled(next[0]!.id);

    // It shows in the business's withdrawals, newest first.
    const list = await api(ctx.app).get(
      `/payments/withdrawals/${owner.id}?businessId=${shop._id}&limit=1`,
      { token: owner.accessToken },
    );
    expect(list.json().data).toMatchObject({
      totalRecords: 2,
      totalPages: 2,
      nextPage: 2,
      results: [{ _id: next[0]!.id, amount: 990, fee: 10, status: 'SUCCESS' }],
    });
  });

  it('pays nothing below the least withdrawal and its fee, with the switch off, or during the hold', async () => {
    const small = await vendorWithAccount({ autoPayout: true, naira: 109.99 });
    const off = await vendorWithAccount({ autoPayout: false, naira: 5_000 });
    const held = await registerUser(ctx.app);
    await givePlan(ctx.db, held.id);
    const heldShop = await createBusiness(ctx.app, held);
    await confirmedPayoutAccount(ctx.app, ctx.db, held, PAYS, heldShop._id);
    expect(
      (await setAutoPayout(held, { businessId: heldShop._id, autoPayout: true })).statusCode,
    ).toBe(200);
    await credit(`business:${heldShop._id}`, 5_000);
    // Back on Free (the plan ran out): the switch stays on but is not acted on.
    const lapsed = await vendorWithAccount({ autoPayout: true, naira: 5_000 });
    await ctx.db.execute(
      sql`UPDATE plan_terms SET ends_at = now() - interval '1 minute' WHERE user_id = ${lapsed.owner.id}`,
    );

    await live.withdrawals.autoPayouts();
    for (const shop of [small.shop, off.shop, heldShop, lapsed.shop])
      expect(await withdrawalsOf(shop._id)).toHaveLength(0);
    expect(await switchOf(lapsed.shop._id)).toBe(true);
    expect(await balance(`business:${small.shop._id}`)).toBe(10_999n);
    expect(await balance(`business:${off.shop._id}`)).toBe(500_000n);
    expect(await balance(`business:${heldShop._id}`)).toBe(500_000n);
  });
});
