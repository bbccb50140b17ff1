import { describe, expect, it } from 'vitest';
import { api, registerUser } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { ctx, services } from '../payments/payments.fixtures.ts';
import { rowOf, withWallet } from './withdrawal-api.fixtures.ts';

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);

describe("finance's money queue", () => {
  it('lists a withdrawal the provider never took, and asking now sends it, on the record', async () => {
    const user = await withWallet(1_000);
    // These services cannot reach the provider: the request holds the money and stays pending.
    const w = await services.withdrawals.request(user.id, user.id, {
      amount: 500,
      reason: 'FUND_WITHDRAWAL',
    });
    const finance = await staffMember('finance');
    const queue = (await http().get('/console/withdrawals', { token: finance.token })).json().data;
    expect(queue.results.find((r: { _id: string }) => r._id === w._id)).toMatchObject({
      amount: 500,
      status: 'PENDING',
      sent: false,
      store: null,
    });

    const checked = await http().post(`/console/withdrawals/${w._id}/check`, undefined, {
      token: finance.token,
    });
    expect(checked.statusCode).toBe(200);
    expect((await rowOf(w._id)).transferCode).toMatch(/^TRF_/);
    expect((await auditOf(w._id)).map((a) => a.action)).toEqual(['withdrawal.check']);
  });

  it('is for finance: content staff and shoppers get 403; a settled one is not asked again', async () => {
    const content = await staffMember('content');
    const shopper = await registerUser(ctx.app);
    for (const token of [content.token, shopper.accessToken])
      expect((await http().get('/console/withdrawals', { token })).statusCode).toBe(403);
    const finance = await staffMember('finance');
    const failed = await http().get('/console/withdrawals?status=FAILED', {
      token: finance.token,
    });
    expect(failed.statusCode).toBe(200);
    const unknown = await http().post(
      '/console/withdrawals/0190f0f0-0000-7000-8000-000000000000/check',
      undefined,
      { token: finance.token },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
