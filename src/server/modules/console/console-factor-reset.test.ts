import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { currentCode } from './console-factor.ts';
import { staffFixtures } from './console.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { call, staffMember, auditOf } = staffFixtures(() => ctx);
const reset = (token: string, userId: string, reason = 'Lost her phone on the way to work') =>
  call().post(`/console/staff/${userId}/factor/reset`, { reason }, { token });

describe("resetting a staff member's second factor", () => {
  it('an admin forgets a lost authenticator: its sessions must pass again, after setting up a new one', async () => {
    const admin = await staffMember('admin');
    const halima = await staffMember('support');
    expect((await call().get('/console/support', { token: halima.token })).statusCode).toBe(200);

    const res = await reset(admin.token, halima.user.id);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Authenticator reset: they set up a new one at their next visit',
    });
    const blocked = await call().get('/console/support', { token: halima.token });
    expect(blocked.json().code).toBe('SECOND_FACTOR_REQUIRED');
    // The old code no longer opens anything.
    const old = await call().post(
      '/console/factor/verify',
      { code: currentCode(halima.secret) },
      { token: halima.token },
    );
    expect(old.statusCode).toBe(409);
    expect((await call().get('/console/me', { token: halima.token })).json().data.factor).toBe(
      'NOT_SET_UP',
    );
    // A new authenticator opens the console again.
    const setup = await call().post('/console/factor/setup', undefined, { token: halima.token });
    const secret = setup.json().data.secret as string;
    await call().post(
      '/console/factor/confirm',
      { code: currentCode(secret) },
      { token: halima.token },
    );
    expect((await call().get('/console/support', { token: halima.token })).statusCode).toBe(200);

    expect(await auditOf(halima.user.id)).toContainEqual({
      action: 'staff.factor_reset',
      reason: 'Lost her phone on the way to work',
      before: { factor: 'SET_UP' },
      after: { factor: 'NOT_SET_UP' },
    });
  });

  it('never one’s own, only by an admin, only for staff, and with a reason', async () => {
    const [admin, support] = [await staffMember('admin'), await staffMember('support')];
    const shopper = await registerUser(ctx.app);
    expect((await reset(admin.token, admin.user.id)).statusCode).toBe(409);
    expect((await reset(support.token, admin.user.id)).statusCode).toBe(403);
    expect((await reset(admin.token, shopper.id)).statusCode).toBe(404);
    const bare = await reset(admin.token, support.user.id, '');
    expect(bare.statusCode).toBe(400);
    expect((await call().get('/console/support', { token: support.token })).statusCode).toBe(200);
  });
});
