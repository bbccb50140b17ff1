import { describe, expect, it } from 'vitest';
import { api } from '../../testing/test-app.ts';
import { REVERSES } from '../payouts/withdrawals.fixtures.ts';
import { ctx } from '../payments/payments.fixtures.ts';
import { withWallet, withdraw, settled } from '../payouts/withdrawal-api.fixtures.ts';

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
