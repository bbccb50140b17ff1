import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants.ts';
import { createAccessTokens, registerAuth } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

async function appWithRoles(roles: Record<string, Role>) {
  const tokens = createAccessTokens('role-test-secret-role-test-secret-xx', 60);
  const app = Fastify();
  registerErrorHandling(app);
  registerAuth(app, {
    tokens,
    roleOf: async (id) => roles[id] ?? null,
    sessionVersionOf: async () => 0,
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
