import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const refresh = (token: string) => api(ctx.app).post(`/users/refresh/${token}`);

describe('POST /users/refresh/{token}', () => {
  it('rotates: the new pair works, the old refresh token does not', async () => {
    const u = await registerUser(ctx.app);
    const first = await refresh(u.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(pair.refreshToken).not.toBe(u.refreshToken);
    expect(pair.expiresIn).toBe(900);
    expect((await api(ctx.app).get('/users/me', { token: pair.accessToken })).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const u = await registerUser(ctx.app);
    const next = (await refresh(u.refreshToken)).json().data;
    const replay = await refresh(u.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_REFRESH_TOKEN');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user alive', async () => {
    const u = await registerUser(ctx.app);
    const other = (
      await api(ctx.app).post('/users/login', {
        username: u.input.email,
        password: u.input.password,
      })
    ).json().data;
    await refresh(u.refreshToken);
    await refresh(u.refreshToken);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes win', async () => {
    const u = await registerUser(ctx.app);
    const results = await Promise.all([refresh(u.refreshToken), refresh(u.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const short = await refresh('abc');
    expect(short.statusCode).toBe(400);
  });
});

describe('ending a session ends its access tokens at once', () => {
  /** A profile read, a withdrawal and a bank-account change, each with this token. */
  const sensitiveCalls = (userId: string, token: string) => [
    api(ctx.app).get('/users/me', { token }),
    api(ctx.app).post(`/payments/users/${userId}/transfer`, {}, { token }),
    api(ctx.app).patch(`/payments/accounts/${userId}`, {}, { token }),
  ];
  const expectEnded = async (userId: string, token: string) => {
    for (const res of await Promise.all(sensitiveCalls(userId, token))) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'SESSION_ENDED' });
    }
  };
  const expectLive = async (userId: string, token: string) => {
    const [me, ...writes] = await Promise.all(sensitiveCalls(userId, token));
    expect(me!.statusCode).toBe(200);
    // Past the token check: the empty bodies are refused as bad input, not as unauthenticated.
    for (const res of writes) expect(res.statusCode, res.body).toBe(400);
  };

  it('after POST users/logout, and only for that session', async () => {
    const u = await registerUser(ctx.app);
    const other = (
      await api(ctx.app).post('/users/login', {
        username: u.input.email,
        password: u.input.password,
      })
    ).json().data;
    await expectLive(u.id, u.accessToken);
    const out = await api(ctx.app).post('/users/logout', undefined, { token: u.accessToken });
    expect(out.statusCode).toBe(200);
    await expectEnded(u.id, u.accessToken);
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
    // Logging out again with the ended token is refused like any other call.
    const again = await api(ctx.app).post('/users/logout', undefined, { token: u.accessToken });
    expect(again.statusCode).toBe(401);
    // The user's other session (another phone) is not signed out.
    await expectLive(u.id, other.accessToken);
  });

  it('after a used refresh token comes back, for the old and the newest access token', async () => {
    const u = await registerUser(ctx.app);
    const next = (await refresh(u.refreshToken)).json().data;
    await expectLive(u.id, next.accessToken);
    expect((await refresh(u.refreshToken)).statusCode).toBe(401);
    await expectEnded(u.id, u.accessToken);
    await expectEnded(u.id, next.accessToken);
  });
});

describe('access tokens', () => {
  const key = () => new TextEncoder().encode(ctx.config.jwtSecret);

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const u = await registerUser(ctx.app);
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('oja')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key());
    const res = await api(ctx.app).get('/users/me', { token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired, please login again',
    });
  });

  it('refuses a correctly signed token without an expiry or a session version', async () => {
    const u = await registerUser(ctx.app);
    const sign = (claims: object, expires: boolean) => {
      const jwt = new SignJWT({ sid: 'x', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.id)
        .setIssuer('oja')
        .setIssuedAt();
      return (expires ? jwt.setExpirationTime('10m') : jwt).sign(key());
    };
    for (const token of [await sign({ sv: 0 }, false), await sign({}, true)]) {
      const res = await api(ctx.app).get('/users/me', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    }
    expect(
      (await api(ctx.app).get('/users/me', { token: await sign({ sv: 0 }, true) })).statusCode,
    ).toBe(200);
  });

  it('refuses a token signed with another secret or with alg none', async () => {
    const u = await registerUser(ctx.app);
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuer('oja')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await api(ctx.app).get('/users/me', { token: forged })).statusCode).toBe(401);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none' })}.${b64({ sub: u.id, sid: 'x', iss: 'oja', exp: 9_999_999_999 })}.`;
    expect((await api(ctx.app).get('/users/me', { token: none })).statusCode).toBe(401);
  });
});
