import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { api } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { age, ctx, paidButUnheard, transactionOf } from './reconcile.fixtures.ts';

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);

describe("finance's queue of payments the reconciliation could not settle", () => {
  it('lists a paid payment nobody heard of past the reconciliation’s day; asking now applies it, on the record', async () => {
    const finance = await staffMember('finance');
    const { placed } = await paidButUnheard();
    const id = placed.transaction._id as string;
    // The webhook was lost and the reconciliation stopped asking after a day.
    await age(id, 25 * 60);
    await ctx.db.execute(
      sql`UPDATE payment_transactions SET provider_checked_at = NULL WHERE id = ${id}`,
    );

    const list = async () =>
      (await http().get('/console/payments?limit=100', { token: finance.token })).json().data
        .results as { _id: string; status: string; pastReconciliation: boolean; amount: number }[];
    expect((await list()).find((p) => p._id === id)).toMatchObject({
      status: 'PENDING',
      pastReconciliation: true,
      amount: placed.transaction.amount,
    });

    const checked = await http().post(`/console/payments/${id}/check`, undefined, {
      token: finance.token,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      data: { answer: 'success', status: 'SUCCESS', settled: true },
      message: 'Paid: the payment is applied',
    });
    expect((await transactionOf(id)).status).toBe('SUCCESS');
    expect((await list()).some((p) => p._id === id)).toBe(false);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'payment.check',
        after: { answer: 'success', status: 'SUCCESS', settled: true },
      }),
    ]);
    // Asking again changes nothing.
    const again = await http().post(`/console/payments/${id}/check`, undefined, {
      token: finance.token,
    });
    expect(again.json().data).toEqual({ answer: 'settled', status: 'SUCCESS', settled: true });
  });

  it('is for finance only, and says when there is no such payment', async () => {
    const [finance, support] = [await staffMember('finance'), await staffMember('support')];
    const shopper = await newShopper(ctx.app);
    for (const token of [support.token, shopper.accessToken]) {
      expect((await http().get('/console/payments', { token })).statusCode).toBe(403);
    }
    const unknown = await http().post(
      '/console/payments/00000000-0000-4000-8000-000000000000/check',
      undefined,
      { token: finance.token },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await http().get('/console/payments?limit=500', { token: finance.token });
    expect(bad.statusCode).toBe(400);
  });
});
