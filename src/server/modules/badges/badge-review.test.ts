import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffFixtures } from '../console/console.fixtures.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { ctx, http, naira, payPersonal, readyPerson } from './badges.fixtures.ts';

describe('reviewing from the console', () => {
  it('support staff approve one and reject another (refunded), each on the audit record; finance may not', async () => {
    const { staffMember, auditOf } = staffFixtures(() => ctx);
    const support = await staffMember('support');
    const finance = await staffMember('finance');
    const [ada, bola] = [await readyPerson(), await readyPerson()];
    const first = (await payPersonal(ada)).json().data.request._id as string;
    const second = (await payPersonal(bola)).json().data.request._id as string;
    const decide = (id: string, body: object, token = support.token) =>
      http().post(`/console/badges/${id}/decision`, body, { token });

    const waiting = (await http().get('/console/badges', { token: support.token })).json().data;
    expect(waiting.results.map((r: { _id: string }) => r._id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((await decide(first, { decision: 'APPROVE' }, finance.token)).statusCode).toBe(403);
    expect((await decide(first, { decision: 'APPROVE' })).json().data).toMatchObject({
      status: 'APPROVED',
    });
    expect((await decide(first, { decision: 'REJECT', reason: 'Too late now' })).statusCode).toBe(
      409,
    );
    const rejected = await decide(second, { decision: 'REJECT', reason: 'The photo is not you' });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', refunded: true });
    expect(await naira(accounts.wallet(bola.id))).toBe(6000);
    expect(await auditOf(first)).toEqual([
      {
        action: 'badge.approve',
        reason: null,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED' },
      },
    ]);
    expect((await auditOf(second)).map((a) => a.action)).toEqual(['badge.reject']);
    const decided = (
      await http().get('/console/badges?status=DECIDED', { token: support.token })
    ).json().data;
    expect(decided.results.map((r: { _id: string }) => r._id)).toEqual(
      expect.arrayContaining([first, second]),
    );
  });
});

describe('an approval without its audit record', () => {
  it('does not happen: the record is written in the approval’s own transaction', async () => {
    const { staffMember } = staffFixtures(() => ctx);
    const support = await staffMember('support');
    const id = (await payPersonal(await readyPerson())).json().data.request._id as string;
    await ctx.db.execute(sql`
      CREATE FUNCTION refuse_badge_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'badge.approve' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_badge_audit BEFORE INSERT ON console_audit FOR EACH ROW EXECUTE FUNCTION refuse_badge_audit();`);
    try {
      const res = await http().post(
        `/console/badges/${id}/decision`,
        { decision: 'APPROVE' },
        { token: support.token },
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(
        sql`DROP TRIGGER refuse_badge_audit ON console_audit; DROP FUNCTION refuse_badge_audit();`,
      );
    }
    const [row] = (
      await ctx.db.execute<{ status: string }>(
        sql`SELECT status FROM badge_requests WHERE id = ${id}`,
      )
    ).rows;
    expect(row).toEqual({ status: 'PENDING' });
  });
});
