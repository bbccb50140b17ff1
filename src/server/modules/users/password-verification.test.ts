import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../verification/verification.schema.ts';
import { users } from './users.schema.ts';
import { codeIn, lastMessageTo, tokenIn } from '../../testing/outbox.ts';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (username: string, password: string) =>
  api(ctx.app).post('/users/login', { username, password });

describe('PUT /users/{id}/change-Password', () => {
  it('changes the password and ends every session', async () => {
    const u = await registerUser(ctx.app);
    const res = await api(ctx.app).put(
      `/users/${u.id}/change-Password`,
      { currentPassword: u.input.password, newPassword: 'a-brand-new-secret' },
      { token: u.accessToken },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully, please login');
    expect((await api(ctx.app).post(`/users/refresh/${u.refreshToken}`)).statusCode).toBe(401);
    // The access token from before the change is refused on the very next request.
    const stale = await api(ctx.app).get('/users/me', { token: u.accessToken });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, code: 'SESSION_ENDED' });
    expect((await login(u.input.email, u.input.password)).statusCode).toBe(401);
    const fresh = await login(u.input.email, 'a-brand-new-secret');
    expect(fresh.statusCode).toBe(200);
    const me = await api(ctx.app).get('/users/me', { token: fresh.json().data.accessToken });
    expect(me.statusCode).toBe(200);
  });

  it('needs the right current password and a valid new one', async () => {
    const u = await registerUser(ctx.app);
    const wrong = await api(ctx.app).put(
      `/users/${u.id}/change-Password`,
      { currentPassword: 'not-my-password', newPassword: 'a-brand-new-secret' },
      { token: u.accessToken },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual({
      currentPassword: 'Your current password is not correct',
    });
    const short = await api(ctx.app).put(
      `/users/${u.id}/change-Password`,
      { currentPassword: u.input.password, newPassword: 'short' },
      { token: u.accessToken },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual({ newPassword: 'Password must be at least 8 characters' });
    expect((await login(u.input.email, u.input.password)).statusCode).toBe(200);
  });

  it("refuses another user's account", async () => {
    const [a, b] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    const res = await api(ctx.app).put(
      `/users/${b.id}/change-Password`,
      { currentPassword: b.input.password, newPassword: 'a-brand-new-secret' },
      { token: a.accessToken },
    );
    expect(res.statusCode).toBe(403);
    expect((await login(b.input.email, b.input.password)).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use token that sets a new password', async () => {
    const u = await registerUser(ctx.app);
    const res = await api(ctx.app).post(
      `/users/${encodeURIComponent(u.input.email)}/forget-password`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A new token has been sent to your email!');
    expect(res.body).not.toContain('token":');
    const mail = await lastMessageTo(ctx.db, u.input.email);
    expect(mail.subject).toBe('Reset your Oja password');
    const token = tokenIn(mail.body, 'Reset token');
    expect(mail.body).toContain(`http://oja.test/auth/reset-password?token=${token}`);

    const [stored] = await ctx.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, u.id));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const reset = await api(ctx.app).post('/users/reset-password', {
      token,
      newPassword: 'reset-and-ready',
    });
    expect(reset.statusCode).toBe(200);
    expect((await api(ctx.app).get('/users/me', { token: u.accessToken })).statusCode).toBe(401);
    expect((await login(u.input.handle, 'reset-and-ready')).statusCode).toBe(200);
    expect((await api(ctx.app).post(`/users/refresh/${u.refreshToken}`)).statusCode).toBe(401);

    const again = await api(ctx.app).post('/users/reset-password', {
      token,
      newPassword: 'second-time-lucky',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual({ token: 'This reset token is invalid or has expired' });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const res = await api(ctx.app).post('/users/ghost@example.ng/forget-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A new token has been sent to your email!');
    await expect(lastMessageTo(ctx.db, 'ghost@example.ng')).rejects.toThrow();
  });

  it('refuses an expired token', async () => {
    const u = await registerUser(ctx.app);
    await api(ctx.app).post(`/users/${u.input.handle}/forget-password`);
    const token = tokenIn((await lastMessageTo(ctx.db, u.input.email)).body, 'Reset token');
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, u.id));
    const res = await api(ctx.app).post('/users/reset-password', {
      token,
      newPassword: 'too-late-now',
    });
    expect(res.statusCode).toBe(400);
    expect((await login(u.input.email, u.input.password)).statusCode).toBe(200);
  });

  it('validates the reset body', async () => {
    const res = await api(ctx.app).post('/users/reset-password', { token: 'x', newPassword: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      token: 'This reset token is not valid',
      newPassword: 'Password must be at least 8 characters',
    });
  });
});

describe('e-mail verification', () => {
  it('sends a link whose token verifies the e-mail once', async () => {
    const u = await registerUser(ctx.app);
    const sent = await api(ctx.app).post(`/users/${u.id}/email-verification`, undefined, {
      token: u.accessToken,
    });
    expect(sent.statusCode).toBe(200);
    const token = tokenIn((await lastMessageTo(ctx.db, u.input.email)).body, 'Verification token');
    const verified = await api(ctx.app).get(`/users/${u.id}/verify/${token}/email`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email verified successfully');
    const me = await api(ctx.app).get('/users/me', { token: u.accessToken });
    expect(me.json().data.profile.emailVerified).toBe(true);
    expect((await api(ctx.app).get(`/users/${u.id}/verify/${token}/email`)).statusCode).toBe(400);
    expect(
      (
        await api(ctx.app).post(`/users/${u.id}/email-verification`, undefined, {
          token: u.accessToken,
        })
      ).statusCode,
    ).toBe(409);
  });

  it("does not verify with another user's token or for another account", async () => {
    const [a, b] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    await api(ctx.app).post(`/users/${a.id}/email-verification`, undefined, {
      token: a.accessToken,
    });
    const token = tokenIn((await lastMessageTo(ctx.db, a.input.email)).body, 'Verification token');
    expect((await api(ctx.app).get(`/users/${b.id}/verify/${token}/email`)).statusCode).toBe(400);
    expect(
      (
        await api(ctx.app).post(`/users/${a.id}/email-verification`, undefined, {
          token: b.accessToken,
        })
      ).statusCode,
    ).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, b.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });
});

describe('phone verification', () => {
  it('sends a 6-digit code by SMS that verifies the phone', async () => {
    const u = await registerUser(ctx.app);
    const number = u.input.phoneNumber.slice(1);
    const sent = await api(ctx.app).patch(
      `/users/${u.id}/phone/234/number/${number}/token?isWhatAppChannel=false`,
      { userId: u.id, phoneCode: '+234', phoneNumber: number },
      { token: u.accessToken },
    );
    expect(sent.statusCode).toBe(200);
    const sms = await lastMessageTo(ctx.db, `+234${number}`);
    expect(sms.channel).toBe('sms');
    const code = codeIn(sms.body);
    const ok = await api(ctx.app).patch(`/users/${u.id}/phone/token/${code}/verify`, undefined, {
      token: u.accessToken,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Phone verified successfully');
    const me = await api(ctx.app).get('/users/me', { token: u.accessToken });
    expect(me.json().data.profile.phoneVerified).toBe(true);
  });

  it('sends by WhatsApp and moves the account to a new number once verified', async () => {
    const u = await registerUser(ctx.app);
    const sent = await api(ctx.app).patch(
      `/users/${u.id}/phone/+234/number/08099998888/token?isWhatAppChannel=true`,
      { whatsAppCode: '+234' },
      { token: u.accessToken },
    );
    expect(sent.statusCode).toBe(200);
    const message = await lastMessageTo(ctx.db, '+2348099998888');
    expect(message.channel).toBe('whatsapp');
    await api(ctx.app).patch(
      `/users/${u.id}/phone/token/${codeIn(message.body)}/verify`,
      undefined,
      { token: u.accessToken },
    );
    const me = (await api(ctx.app).get('/users/me', { token: u.accessToken })).json().data;
    expect(me.profile).toMatchObject({ phoneNumber: '8099998888', phoneVerified: true });
  });

  it('voids the code after five wrong guesses', async () => {
    const u = await registerUser(ctx.app);
    const number = u.input.phoneNumber.slice(1);
    await api(ctx.app).patch(`/users/${u.id}/phone/234/number/${number}/token`, undefined, {
      token: u.accessToken,
    });
    const code = codeIn((await lastMessageTo(ctx.db, `+234${number}`)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await api(ctx.app).patch(
        `/users/${u.id}/phone/token/${wrong}/verify`,
        undefined,
        { token: u.accessToken },
      );
      expect(res.statusCode).toBe(400);
    }
    const right = await api(ctx.app).patch(`/users/${u.id}/phone/token/${code}/verify`, undefined, {
      token: u.accessToken,
    });
    expect(right.statusCode).toBe(400);
  });

  it('refuses a number another account holds, bad input and other accounts', async () => {
    const [a, b] = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)]);
    const taken = await api(ctx.app).patch(
      `/users/${a.id}/phone/234/number/${b.input.phoneNumber}/token`,
      undefined,
      { token: a.accessToken },
    );
    expect(taken.statusCode).toBe(409);
    const bad = await api(ctx.app).patch(`/users/${a.id}/phone/234/number/123/token`, undefined, {
      token: a.accessToken,
    });
    expect(bad.statusCode).toBe(400);
    const notMine = await api(ctx.app).patch(
      `/users/${b.id}/phone/234/number/08011112222/token`,
      undefined,
      { token: a.accessToken },
    );
    expect(notMine.statusCode).toBe(403);
    const badCode = await api(ctx.app).patch(`/users/${a.id}/phone/token/12ab/verify`, undefined, {
      token: a.accessToken,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toEqual({ token: 'Enter the 6-digit code' });
  });
});
