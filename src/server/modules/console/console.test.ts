import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { currentCode } from './console-factor.ts';
import { staffFixtures } from './console.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { call, grant, staffMember, auditOf } = staffFixtures(() => ctx);
const login = async (user: Registered) =>
  (
    await call().post('/users/login', {
      username: user.input.email,
      password: user.input.password,
    })
  ).json().data.accessToken as string;

describe('who may use the console', () => {
  it('a shopper or vendor gets 403 on every console call, a visitor 401', async () => {
    const shopper = await registerUser(ctx.app);
    const admin = await staffMember('admin');
    const token = shopper.accessToken;
    const calls = [
      call().get('/console/me', { token }),
      call().post('/console/factor/setup', undefined, { token }),
      call().post('/console/factor/confirm', { code: '123456' }, { token }),
      call().post('/console/factor/verify', { code: '123456' }, { token }),
      call().get('/console/staff', { token }),
      call().put(
        `/console/staff/${shopper.id}/roles`,
        { roles: ['admin'], reason: 'let me in' },
        { token },
      ),
      call().get('/console/audit', { token }),
      call().get('/console/audit/export', { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect((await call().get('/console/staff')).statusCode).toBe(401);
    // Nothing was granted or recorded.
    const staff = (await call().get('/console/staff', { token: admin.token })).json().data;
    expect(staff.map((s: { userId: string }) => s.userId)).not.toContain(shopper.id);
    expect(await auditOf(shopper.id)).toEqual([]);
  });

  it('a staff member must set up and pass the second factor before any console action', async () => {
    const user = await registerUser(ctx.app);
    await grant(user, 'admin');
    const token = user.accessToken;
    const me = await call().get('/console/me', { token });
    expect(me.json().data).toMatchObject({
      roles: ['admin'],
      factor: 'NOT_SET_UP',
      sessionVerified: false,
    });
    const blocked = await call().get('/console/staff', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('SECOND_FACTOR_REQUIRED');

    const setup = (await call().post('/console/factor/setup', undefined, { token })).json().data;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Oja:.+\?.*secret=/);
    const wrong = await call().post('/console/factor/confirm', { code: '000000' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual({ code: 'That code is not right, or was used already' });
    const bad = await call().post('/console/factor/confirm', { code: '12ab' }, { token });
    expect(bad.json().message.code).toBe('Type the 6-digit code from your authenticator app');

    const confirmed = await call().post(
      '/console/factor/confirm',
      { code: currentCode(setup.secret) },
      { token },
    );
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect((await call().get('/console/staff', { token })).statusCode).toBe(200);
    // A confirmed factor is not replaced by another set-up.
    expect((await call().post('/console/factor/setup', undefined, { token })).statusCode).toBe(409);
    // The secret is kept sealed.
    const stored = await ctx.db.execute<{ sealed_secret: string }>(
      sql`SELECT sealed_secret FROM staff_factors WHERE user_id = ${user.id}`,
    );
    expect(stored.rows[0]!.sealed_secret).not.toContain(setup.secret);
  });

  it('each new session passes again; a code and a recovery code work once', async () => {
    const { user, secret, recoveryCodes } = await staffMember('support');
    const token = await login(user);
    expect((await call().get('/console/audit', { token })).json().code).toBe('FORBIDDEN');
    expect((await call().get('/console/me', { token })).json().data.sessionVerified).toBe(false);
    // The code used at set-up was spent.
    const reused = await call().post(
      '/console/factor/verify',
      { code: currentCode(secret) },
      { token },
    );
    expect(reused.statusCode).toBe(400);
    const next = currentCode(secret, Date.now() + 30_000);
    const passed = await call().post('/console/factor/verify', { code: next }, { token });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({ sessionVerified: true, roles: ['support'] });
    expect(passed.json().data.permissions).toContain('badges.review');
    expect(passed.json().data.permissions).not.toContain('staff.manage');

    const other = await login(user);
    const recovery = recoveryCodes[3]!.toLowerCase();
    expect(
      (await call().post('/console/factor/verify', { recoveryCode: recovery }, { token: other }))
        .statusCode,
    ).toBe(200);
    const third = await login(user);
    const again = await call().post(
      '/console/factor/verify',
      { recoveryCode: recovery },
      { token: third },
    );
    expect(again.statusCode).toBe(400);
    const both = await call().post(
      '/console/factor/verify',
      { code: next, recoveryCode: recovery },
      { token: third },
    );
    expect(both.json().message.code).toBe(
      'Type the code from your authenticator app, or one recovery code',
    );
  });

  it('wrong codes hold only the session that sent them, never the owner signing in again', async () => {
    const { user, recoveryCodes } = await staffMember('finance');
    const attacker = await login(user);
    for (let i = 0; i < 5; i++)
      expect(
        (await call().post('/console/factor/verify', { code: '000000' }, { token: attacker }))
          .statusCode,
      ).toBe(400);
    const held = await call().post(
      '/console/factor/verify',
      { recoveryCode: recoveryCodes[0] },
      { token: attacker },
    );
    expect(held.statusCode).toBe(429);
    const owner = await login(user);
    expect(
      (
        await call().post(
          '/console/factor/verify',
          { recoveryCode: recoveryCodes[0] },
          { token: owner },
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('roles and the audit log', () => {
  it('an admin grants and takes back roles, each change recorded with before and after', async () => {
    const admin = await staffMember('admin');
    const newcomer = await registerUser(ctx.app);
    expect((await call().get('/users/me', { token: newcomer.accessToken })).json().data.staff).toBe(
      false,
    );
    const put = (roles: string[], reason = 'Joined the support team') =>
      call().put(`/console/staff/${newcomer.id}/roles`, { roles, reason }, { token: admin.token });
    const granted = await put(['support', 'content', 'support']);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({
      roles: ['content', 'support'],
      factor: 'NOT_SET_UP',
    });
    expect((await put(['content'], 'Moved to content only')).statusCode).toBe(200);
    const entries = await auditOf(newcomer.id);
    expect(entries).toEqual([
      {
        action: 'staff.roles',
        before: { roles: [] },
        after: { roles: ['content', 'support'] },
        reason: 'Joined the support team',
      },
      {
        action: 'staff.roles',
        before: { roles: ['content', 'support'] },
        after: { roles: ['content'] },
        reason: 'Moved to content only',
      },
    ]);
    // The person's own profile says they are staff now (their menu offers the console).
    const profile = () => call().get('/users/me', { token: newcomer.accessToken });
    await expect.poll(async () => (await profile()).json().data.staff).toBe(true);
    const invalid = await put(['owner'], 'x');
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().message).sort()).toEqual(['reason', 'roles.0']);
    // A support member may not manage staff.
    const support = await staffMember('support');
    const refused = await call().put(
      `/console/staff/${support.user.id}/roles`,
      { roles: ['admin'], reason: 'promote myself' },
      { token: support.token },
    );
    expect(refused.statusCode).toBe(403);
    expect(await auditOf(support.user.id)).toHaveLength(1); // its own sign-in only
  });

  it('the last admin keeps the role', async () => {
    await ctx.db.execute(sql`DELETE FROM staff_roles WHERE role = 'admin'`);
    const admin = await staffMember('admin');
    const res = await call().put(
      `/console/staff/${admin.user.id}/roles`,
      { roles: ['finance'], reason: 'Stepping back' },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toEqual({ roles: 'Oja needs at least one admin' });
  });

  it('an action cannot happen without its record, and the record cannot be changed', async () => {
    const admin = await staffMember('admin');
    const user = await registerUser(ctx.app);
    // The record's insert fails: the role change it records is rolled back with it.
    await ctx.db.execute(sql`
      CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'staff.roles' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_audit BEFORE INSERT ON console_audit FOR EACH ROW EXECUTE FUNCTION refuse_audit();`);
    try {
      const res = await call().put(
        `/console/staff/${user.id}/roles`,
        { roles: ['finance'], reason: 'Finance hire' },
        { token: admin.token },
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(
        sql`DROP TRIGGER refuse_audit ON console_audit; DROP FUNCTION refuse_audit();`,
      );
    }
    const roles = await ctx.db.execute(
      sql`SELECT role FROM staff_roles WHERE user_id = ${user.id}`,
    );
    expect(roles.rows).toEqual([]);
    await expect(
      ctx.db.execute(sql`UPDATE console_audit SET reason = 'changed'`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM console_audit`)).rejects.toThrow();
  });

  it('the log is searchable, paged and exported as CSV', async () => {
    const admin = await staffMember('admin');
    const hire = await registerUser(ctx.app);
    await call().put(
      `/console/staff/${hire.id}/roles`,
      { roles: ['finance'], reason: 'Hired for payouts desk' },
      { token: admin.token },
    );
    const found = await call().get(`/console/audit?q=payouts%20desk&limit=5`, {
      token: admin.token,
    });
    expect(found.statusCode).toBe(200);
    const page = found.json().data;
    expect(page.totalRecords).toBe(1);
    expect(page.results[0]).toMatchObject({
      action: 'staff.roles',
      subjectId: hire.id,
      subjectName: 'Chioma Eze',
      actor: { id: admin.user.id, name: 'Chioma Eze' },
      after: { roles: ['finance'] },
    });
    expect(page.results[0].requestId).toBeTruthy();
    const byActor = (
      await call().get(`/console/audit?actorId=${admin.user.id}`, { token: admin.token })
    ).json().data;
    expect(byActor.results.map((e: { action: string }) => e.action)).toEqual([
      'staff.roles',
      'session.verified',
    ]);
    const csv = await call().get(`/console/audit/export?subjectId=${hire.id}`, {
      token: admin.token,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Hired for payouts desk');
  });
});
