import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/users.schema.ts';
import { codeIn, lastMessageTo, tokenIn } from '../testing/outbox.ts';
import {
  api,
  createTestContext,
  newUserInput,
  registerUser,
  type TestContext,
} from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('API key', () => {
  it('is required on every /api/v1 call', async () => {
    const missing = await api(ctx.app).post(
      '/users/login',
      { username: 'a', password: 'b' },
      { apiKey: null },
    );
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      code: 'INVALID_API_KEY',
      message: 'A valid API key is required',
    });
    expect((await api(ctx.app).get('/users/me', { apiKey: 'wrong' })).statusCode).toBe(401);
    const second = await api(ctx.app).post(
      '/users/login',
      { username: 'a', password: 'b' },
      { apiKey: 'second-key' },
    );
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('platform routes', () => {
  it('answers liveness and readiness without an API key', async () => {
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('serves OpenAPI built from the route schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users',
        '/api/v1/users/login',
        '/api/v1/users/me',
        '/api/v1/users/{id}/change-Password',
      ]),
    );
    expect(
      doc.paths['/api/v1/users'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect((await ctx.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends security headers: helmet on pages, a fixed set on API answers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['content-security-policy']).toBeDefined();
    const apiRes = await api(ctx.app).get('/categories');
    expect(apiRes.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    expect(apiRes.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const denied = await api(ctx.app).get('/users/me', { apiKey: null });
    expect(denied.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown routes and malformed JSON in the error envelope', async () => {
    const missing = await api(ctx.app).get('/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'x-api-key': 'test-api-key', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });

  it('keeps the dev outbox in development only', async () => {
    expect((await ctx.app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
    const prod = await createTestContext((c) => ({ ...c, env: 'production' }));
    try {
      expect((await prod.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('secrets never leave in responses or logs', () => {
  it('keeps passwords, hashes and tokens out of logs and unrelated responses', async () => {
    const u = await registerUser(ctx.app);
    const bodies: string[] = [];
    const call = async (p: Promise<{ body: string }>) => {
      const res = await p;
      bodies.push(res.body);
      return res;
    };
    const a = api(ctx.app);
    const login = (
      await call(a.post('/users/login', { username: u.input.email, password: u.input.password }))
    ).body;
    const { accessToken, refreshToken } = JSON.parse(login).data;
    const rotated = JSON.parse((await call(a.post(`/users/refresh/${refreshToken}`))).body).data;
    await call(a.get('/users/me', { token: accessToken }));
    await call(a.post(`/users/${u.input.email}/forget-password`));
    const resetToken = tokenIn((await lastMessageTo(ctx.db, u.input.email)).body, 'Reset token');
    await call(
      a.post('/users/reset-password', { token: resetToken, newPassword: 'fresh-password-9' }),
    );
    const relog = JSON.parse(
      (
        await call(
          a.post('/users/login', { username: u.input.handle, password: 'fresh-password-9' }),
        )
      ).body,
    ).data;
    await call(
      a.post(`/users/${u.id}/email-verification`, undefined, { token: relog.accessToken }),
    );
    const emailToken = tokenIn(
      (await lastMessageTo(ctx.db, u.input.email)).body,
      'Verification token',
    );
    await call(a.get(`/users/${u.id}/verify/${emailToken}/email`));
    const number = u.input.phoneNumber.slice(1);
    await call(
      a.patch(`/users/${u.id}/phone/234/number/${number}/token`, undefined, {
        token: relog.accessToken,
      }),
    );
    const code = codeIn((await lastMessageTo(ctx.db, `+234${number}`)).body);
    await call(
      a.patch(`/users/${u.id}/phone/token/${code}/verify`, undefined, { token: relog.accessToken }),
    );

    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    const logs = ctx.logs.join('\n');
    expect(logs).toContain('/users/refresh/[redacted]');
    expect(logs).toContain('/phone/token/[redacted]/verify');
    for (const secret of [
      u.input.password,
      'fresh-password-9',
      row!.passwordHash,
      accessToken,
      refreshToken,
      rotated.refreshToken,
      resetToken,
      emailToken,
      `token/${code}`,
    ]) {
      expect(logs).not.toContain(secret);
    }
    const rest = bodies.join('\n');
    for (const secret of [
      u.input.password,
      'fresh-password-9',
      row!.passwordHash,
      resetToken,
      emailToken,
      code,
    ]) {
      expect(rest).not.toContain(secret);
    }
    expect(rest).not.toMatch(/passwordHash|password_hash|argon2/);
  });
});

describe('rate limits', () => {
  it('limits logins per IP', async () => {
    const tight = await createTestContext((c) => ({
      ...c,
      rateLimits: { ...c.rateLimits, login: { max: 3, timeWindowMs: 60_000 } },
    }));
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await api(tight.app).post('/users/login', {
              username: 'x@example.ng',
              password: 'whatever1',
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await api(tight.app).post('/users/login', {
        username: 'x@example.ng',
        password: 'whatever1',
      });
      expect(last.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(last.json().message).toMatch(/Too many requests/);
    } finally {
      await tight.close();
    }
  });

  it('limits failed logins per account, whatever the IP, but not other accounts', async () => {
    const tight = await createTestContext((c) => ({
      ...c,
      rateLimits: { ...c.rateLimits, failedLoginsPerAccount: { max: 3, timeWindowMs: 3_600_000 } },
    }));
    try {
      const victim = await registerUser(tight.app);
      const other = await registerUser(tight.app);
      const attempt = (username: string, password: string, ip: string) =>
        tight.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          remoteAddress: ip,
          headers: { 'x-api-key': 'test-api-key' },
          payload: { username, password },
        });
      for (let i = 0; i < 3; i++) {
        expect(
          (await attempt(victim.input.email, 'wrong-guess', `10.0.0.${i + 1}`)).statusCode,
        ).toBe(401);
      }
      const blocked = await attempt(victim.input.email, victim.input.password, '10.0.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/failed login attempts/);
      expect((await attempt(other.input.email, other.input.password, '10.0.0.1')).statusCode).toBe(
        200,
      );
    } finally {
      await tight.close();
    }
  });

  it('limits registrations and reset requests per IP, and reset e-mails per account', async () => {
    const tight = await createTestContext((c) => ({
      ...c,
      rateLimits: {
        ...c.rateLimits,
        register: { max: 1, timeWindowMs: 60_000 },
        forgotPasswordPerAccount: { max: 2, timeWindowMs: 3_600_000 },
      },
    }));
    try {
      expect((await api(tight.app).post('/users', newUserInput())).statusCode).toBe(201);
      expect((await api(tight.app).post('/users', newUserInput())).statusCode).toBe(429);
      const forgot = (ip: string) =>
        tight.app.inject({
          method: 'POST',
          url: '/api/v1/users/someone@example.ng/forget-password',
          remoteAddress: ip,
          headers: { 'x-api-key': 'test-api-key' },
        });
      expect((await forgot('10.1.0.1')).statusCode).toBe(200);
      expect((await forgot('10.1.0.2')).statusCode).toBe(200);
      expect((await forgot('10.1.0.3')).statusCode).toBe(429);
    } finally {
      await tight.close();
    }
  });
});
