import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../../testing/outbox.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { holdWords } from './bank-accounts.view.ts';

/** A safety hold of three days instead of the default day: the messages say three days. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext((c) => ({
    ...c,
    payments: { ...c.payments, payoutHoldMs: 72 * 3_600_000 },
  }));
});
afterAll(() => ctx.close());

describe('the payout hold in words', () => {
  it('is said as configured: in the confirmation e-mail and when there is nowhere to pay', async () => {
    const user = await registerUser(ctx.app);
    const added = await api(ctx.app).post(
      '/payments/accounts',
      { accountNumber: '0123456789', bankCode: '058' },
      { token: user.accessToken },
    );
    expect(added.statusCode).toBe(201);
    const mail = await lastMessageTo(ctx.db, user.input.email);
    expect(mail.body).toContain('Withdrawals can use the account 3 days after it is confirmed.');
    expect(mail.body).not.toContain('24 hours');

    const refused = await api(ctx.app).post(
      `/payments/users/${user.id}/transfer`,
      { amount: 500, reason: 'FUND_WITHDRAWAL' },
      { token: user.accessToken },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Add and confirm a bank account first. Withdrawals can use the account 3 days after it is confirmed.',
    );
  });

  it('names hours, days or minutes', () => {
    expect(holdWords(24 * 3_600_000)).toBe('24 hours');
    expect(holdWords(3_600_000)).toBe('1 hour');
    expect(holdWords(36 * 3_600_000)).toBe('36 hours');
    expect(holdWords(48 * 3_600_000)).toBe('2 days');
    expect(holdWords(90_000)).toBe('2 minutes');
  });
});
