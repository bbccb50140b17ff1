import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { currentCode } from '../modules/console/console-factor.ts';
import { api } from '../testing/test-app.ts';
import { DEMO_STAFF, DEMO_STAFF_FACTOR_KEY } from './staff.ts';
import { SUPPORT_OPERATOR } from './support.ts';

/**
 * The demo's staff: one account per console role, each with the second factor set up with the
 * printed key; support's operator holds the support role. Answers each one's console session (the
 * factor passed) by e-mail.
 */
export async function expectDemoStaff(app: FastifyInstance) {
  const sessions: Record<string, string> = {};
  const accounts = [
    { email: SUPPORT_OPERATOR.email, password: SUPPORT_OPERATOR.password, roles: ['support'] },
    ...DEMO_STAFF.map((a) => ({ email: a.email, password: a.password, roles: a.roles })),
  ];
  for (const a of accounts) {
    const login = await api(app).post('/users/login', { username: a.email, password: a.password });
    expect(login.statusCode, a.email).toBe(200);
    const token = login.json().data.accessToken as string;
    const me = (await api(app).get('/console/me', { token })).json().data;
    expect(me).toMatchObject({ roles: a.roles, factor: 'SET_UP', sessionVerified: false });
    // Each account has its own factor: the same code is good once for each of them.
    const code = currentCode(DEMO_STAFF_FACTOR_KEY);
    const passed = await api(app).post('/console/factor/verify', { code }, { token });
    expect(passed.statusCode, a.email).toBe(200);
    sessions[a.email] = token;
  }
  return sessions;
}
