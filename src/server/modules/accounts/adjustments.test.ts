import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { createServices } from '../../services.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);
const ledger = () => createServices({ config: ctx.config, db: ctx.db }).ledger;
const naira = async (account: string) => Number(await ledger().balance(account)) / 100;
const adjust = (token: string, body: object) =>
  http().post('/console/adjustments', body, { token });
const wallet = (who: Registered, amount: number, direction = 'CREDIT') => ({
  balance: 'WALLET',
  ownerId: who.id,
  direction,
  amount,
  reason: 'Refund of a double card charge on 28 November',
});
const noticesOf = async (who: Registered) =>
  (await http().get('/users/notifications', { token: who.accessToken })).json().data.results as {
    title: string;
    body: string;
  }[];

describe("finance's balance adjustments", () => {
  it('a small one applies at once through the ledger, on the record, and the owner is told', async () => {
    const finance = await staffMember('finance');
    const ada = await newShopper(ctx.app);
    const res = await adjust(finance.token, wallet(ada, 2_500.5));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Adjusted: the balance changed and its owner is told',
      data: {
        status: 'APPLIED',
        amount: 2_500.5,
        balance: 'WALLET',
        decidedBy: { _id: finance.user.id },
      },
    });
    expect(await naira(accounts.wallet(ada.id))).toBe(2_500.5);
    expect(await ledger().total()).toBe(0n);
    const id = res.json().data._id as string;
    expect(await auditOf(id)).toEqual([
      {
        action: 'adjustment.apply',
        reason: 'Refund of a double card charge on 28 November',
        before: { account: accounts.wallet(ada.id), balance: 0 },
        after: { account: accounts.wallet(ada.id), balance: 2_500.5, amount: 2_500.5 },
      },
    ]);
    expect((await noticesOf(ada))[0]).toMatchObject({
      title: 'Oja added ₦2,500.50 to your wallet',
    });
    // Taking more than the balance holds is refused, and nothing is written.
    const tooMuch = await adjust(finance.token, wallet(ada, 3_000, 'DEBIT'));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('This would take the balance below ₦0: it holds ₦2,500.50');
    expect(await naira(accounts.wallet(ada.id))).toBe(2_500.5);
  });

  it('a large one waits for a second finance person, never the one who asked', async () => {
    const [first, second] = [await staffMember('finance'), await staffMember('finance')];
    const { vendor, shop } = await openShop(ctx.app);
    const made = await adjust(first.token, {
      balance: 'STORE',
      ownerId: shop._id,
      direction: 'CREDIT',
      amount: 75_000,
      reason: 'Commission charged twice on order #A1B2C3',
    });
    expect(made.json()).toMatchObject({
      message: 'Recorded: a second finance person must approve it',
      data: { status: 'PENDING', owner: shop.name, userId: vendor.id },
    });
    const id = made.json().data._id as string;
    expect(await naira(accounts.business(shop._id))).toBe(0);
    const decide = (token: string, body: object) =>
      http().post(`/console/adjustments/${id}/decision`, body, { token });

    const own = await decide(first.token, { decision: 'APPROVE' });
    expect(own.statusCode).toBe(403);
    const waiting = (await http().get('/console/adjustments', { token: second.token })).json().data;
    expect(waiting.results.map((a: { _id: string }) => a._id)).toContain(id);

    // Two approvals at once move the money once.
    const [a, b] = await Promise.all([
      decide(second.token, { decision: 'APPROVE' }),
      decide(second.token, { decision: 'APPROVE' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await naira(accounts.business(shop._id))).toBe(75_000);
    expect((await auditOf(id)).map((r) => r.action)).toEqual([
      'adjustment.request',
      'adjustment.approve',
    ]);
    expect((await noticesOf(vendor))[0]?.title).toBe(`Oja added ₦75,000 to ${shop.name}'s balance`);
  });

  it('a rejected one moves nothing; bad input, unknown owners and other staff are refused', async () => {
    const [first, second] = [await staffMember('finance'), await staffMember('finance')];
    const support = await staffMember('support');
    const bola = await newShopper(ctx.app);
    const made = await adjust(first.token, wallet(bola, 60_000));
    const id = made.json().data._id as string;
    const rejected = await http().post(
      `/console/adjustments/${id}/decision`,
      { decision: 'REJECT', reason: 'No double charge on the statement' },
      { token: second.token },
    );
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'No double charge on the statement',
    });
    expect(await naira(accounts.wallet(bola.id))).toBe(0);

    const bad = await adjust(first.token, { ...wallet(bola, 0), reason: 'oops' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatchObject({
      amount: 'Enter an amount above ₦0',
      reason: 'Say why the balance changes (10 characters or more)',
    });
    const decimals = await adjust(first.token, wallet(bola, 10.555));
    expect(decimals.statusCode).toBe(400);
    const nobody = await adjust(first.token, {
      ...wallet(bola, 100),
      ownerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    for (const token of [support.token, bola.accessToken]) {
      expect((await adjust(token, wallet(bola, 100))).statusCode).toBe(403);
    }
    const [{ n }] = (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM balance_adjustments WHERE user_id = ${bola.id}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});
