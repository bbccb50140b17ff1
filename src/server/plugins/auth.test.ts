import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/constants.ts';
import { confirmSessionVersion, createAccessTokens, registerAuth } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

async function appWithRoles(roles: Record<string, Role>) {
  const tokens = createAccessTokens('role-test-secret-role-test-secret-xx', 60);
  const app = Fastify();
  registerErrorHandling(app);
  registerAuth(app, {
    tokens,
    roleOf: async (id) => roles[id] ?? null,
    sessionStateOf: async () => ({ version: 0, ended: false }),
  });
  app.get('/admin-only', { preHandler: app.requireRole('admin') }, async () => ({ ok: true }));
  await app.ready();
  return { app, tokens };
}

describe('requireRole', () => {
  it('lets the role in, keeps others out with 403 and visitors with 401', async () => {
    const { app, tokens } = await appWithRoles({ boss: 'admin', shopper: 'shopper' });
    const as = async (id: string) =>
      app.inject({
        url: '/admin-only',
        headers: { authorization: `Bearer ${await tokens.sign(id, 's', 0)}` },
      });
    expect((await as('boss')).statusCode).toBe(200);
    const denied = await as('shopper');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await as('deleted-user')).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin-only' })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const tokens = createAccessTokens('token-test-secret-token-test-secret-x', 60);

  it('still refuses a token it has verified before once that token expires', async () => {
    const token = await tokens.sign('user-1', 'family-1', 3);
    const context = { userId: 'user-1', sessionId: 'family-1', version: 3 };
    expect(await tokens.verify(token)).toEqual(context);
    expect(await tokens.verify(token)).toEqual(context);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a changed copy of a token it has verified before', async () => {
    const token = await tokens.sign('user-2', 'family-2', 0);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const raised = Buffer.from(JSON.stringify({ ...claims, sv: 1 })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const forged of [`${header}.${raised}.${signature}`, `${header}.${payload}.${flipped}`]) {
      await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });
});

describe('routes that check the session version in their own query', () => {
  it('skip the look-up, refuse another version and answer nothing until they confirm', async () => {
    const tokens = createAccessTokens('version-test-secret-version-test-sec', 60);
    const app = Fastify();
    registerErrorHandling(app);
    const lookedUp: string[] = [];
    registerAuth(app, {
      tokens,
      roleOf: async () => null,
      sessionStateOf: async (id, sessionId) => {
        lookedUp.push(id);
        return { version: 2, ended: sessionId === 'ended' };
      },
    });
    const config = { sessionVersionInHandler: true };
    app.get<{ Querystring: { current: string; ended?: string } }>(
      '/own-read',
      { config },
      async (request) => {
        const ended = request.query.ended === 'true';
        confirmSessionVersion(request, { version: Number(request.query.current), ended });
        return { ok: true };
      },
    );
    app.get('/forgets', { config }, async () => ({ leaked: true }));
    app.get('/plain', async () => ({ ok: true }));
    await app.ready();
    const get = async (url: string, version: number, session = 's') =>
      app.inject({
        url,
        headers: { authorization: `Bearer ${await tokens.sign('u', session, version)}` },
      });

    expect((await get('/own-read?current=2', 2)).statusCode).toBe(200);
    const stale = await get('/own-read?current=2', 1);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'SESSION_ENDED' });
    // A signed-out session's token is refused though its version is current.
    const signedOut = await get('/own-read?current=2&ended=true', 2);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'SESSION_ENDED' });
    expect(lookedUp).toEqual([]);
    const forgot = await get('/forgets', 2);
    expect(forgot.statusCode).toBe(500);
    expect(forgot.body).not.toContain('leaked');
    // Without a token there is nothing to confirm.
    expect((await app.inject({ url: '/forgets' })).statusCode).toBe(200);
    expect((await get('/plain', 1)).statusCode).toBe(401);
    expect((await get('/plain', 2)).statusCode).toBe(200);
    expect((await get('/plain', 2, 'ended')).statusCode).toBe(401);
    expect(lookedUp).toEqual(['u', 'u', 'u']);
  });
});
