import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, createBusiness, registerUser, type Registered } from '../../testing/test-app.ts';
import { givePlan } from '../../testing/plans.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { ctx } from './businesses.fixtures.ts';

const http = () => api(ctx.app);
const ask = (who: Registered, businessId: string) =>
  http().put(`/businesses/${businessId}/request-marketplace`, undefined, {
    token: who.accessToken,
  });
const noticesOf = async (who: Registered) =>
  (await http().get('/users/notifications', { token: who.accessToken })).json().data.results as {
    title: string;
    body: string;
    link: string;
  }[];

/** A new vendor with a store that asked to be listed; the request's id. */
async function askingStore() {
  const owner = await registerUser(ctx.app);
  const store = await createBusiness(ctx.app, owner);
  expect((await ask(owner, store._id)).statusCode).toBe(200);
  const [row] = (
    await ctx.db.execute<{ id: string }>(
      sql`SELECT id FROM marketplace_requests WHERE business_id = ${store._id}`,
    )
  ).rows;
  return { owner, store, requestId: row!.id };
}

describe('marketplace listing requests in the console', () => {
  it('support lists one store and declines another with a reason; the vendors see and hear the outcome', async () => {
    const { staffMember, auditOf } = staffFixtures(() => ctx);
    const support = await staffMember('support');
    const listed = await askingStore();
    const declined = await askingStore();
    const decide = (id: string, body: object, token = support.token) =>
      http().post(`/console/listings/${id}/decision`, body, { token });

    const waiting = (await http().get('/console/listings', { token: support.token })).json().data;
    const mine = waiting.results.filter((r: { _id: string }) =>
      [listed.requestId, declined.requestId].includes(r._id),
    );
    expect(mine.map((r: { business: { name: string } }) => r.business.name)).toEqual([
      listed.store.name,
      declined.store.name,
    ]);

    const approved = await decide(listed.requestId, { decision: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', reason: null });
    const rejected = await decide(declined.requestId, {
      decision: 'REJECT',
      reason: 'Add photos of your products first',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'REJECTED',
      reason: 'Add photos of your products first',
    });
    expect((await decide(listed.requestId, { decision: 'APPROVE' })).statusCode).toBe(409);

    const store = (id: string) => http().get(`/businesses/${id}`);
    expect((await store(listed.store._id)).json().data.marketplaceRequest).toMatchObject({
      status: 'APPROVED',
    });
    expect((await store(declined.store._id)).json().data.marketplaceRequest).toMatchObject({
      status: 'REJECTED',
      reason: 'Add photos of your products first',
    });
    expect((await noticesOf(listed.owner))[0]).toMatchObject({
      title: `${listed.store.name} is listed on the marketplace`,
      link: `/vendor/${listed.store._id}/profile`,
    });
    expect((await noticesOf(declined.owner))[0]?.body).toContain(
      'Add photos of your products first',
    );

    // Listed stores come first among the popular ones, however few follow them.
    const popular = (await http().get('/businesses/populars?limit=50')).json().data as {
      _id: string;
    }[];
    expect(popular.findIndex((b) => b._id === listed.store._id)).toBe(0);

    // A listed store cannot ask again; a declined one can.
    expect((await ask(listed.owner, listed.store._id)).statusCode).toBe(409);
    expect((await ask(declined.owner, declined.store._id)).statusCode).toBe(200);

    expect(await auditOf(listed.requestId)).toEqual([
      {
        action: 'listing.approve',
        reason: null,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED' },
      },
    ]);
    expect((await auditOf(declined.requestId)).map((a) => a.reason)).toEqual([
      'Add photos of your products first',
    ]);
    const decided = (
      await http().get('/console/listings?status=DECIDED', { token: support.token })
    ).json().data.results as { _id: string }[];
    expect(decided.map((r) => r._id)).toEqual(
      expect.arrayContaining([listed.requestId, declined.requestId]),
    );
  });

  it('asks for a reason to decline, and refuses staff without the permission', async () => {
    const { staffMember } = staffFixtures(() => ctx);
    const [support, finance] = [await staffMember('support'), await staffMember('finance')];
    const { requestId, owner } = await askingStore();
    const decide = (body: object, token: string) =>
      http().post(`/console/listings/${requestId}/decision`, body, { token });

    const bare = await decide({ decision: 'REJECT' }, support.token);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toEqual({
      reason: 'Say why it is rejected (5 characters or more): the requester is told',
    });
    expect((await decide({ decision: 'APPROVE' }, finance.token)).statusCode).toBe(403);
    expect((await decide({ decision: 'APPROVE' }, owner.accessToken)).statusCode).toBe(403);
    expect((await http().get('/console/listings', { token: finance.token })).statusCode).toBe(403);
    const unknown = await http().post(
      '/console/listings/00000000-0000-4000-8000-000000000000/decision',
      { decision: 'APPROVE' },
      { token: support.token },
    );
    expect(unknown.statusCode).toBe(404);
    const [row] = (
      await ctx.db.execute<{ status: string }>(
        sql`SELECT status FROM marketplace_requests WHERE id = ${requestId}`,
      )
    ).rows;
    expect(row).toEqual({ status: 'PENDING' });
  });

  it('two reviewers deciding at once decide once; two clicks on "request" make one request', async () => {
    const { staffMember } = staffFixtures(() => ctx);
    const [first, second] = [await staffMember('support'), await staffMember('admin')];
    const { requestId, owner, store } = await askingStore();
    const answers = await Promise.all([
      http().post(
        `/console/listings/${requestId}/decision`,
        { decision: 'APPROVE' },
        { token: first.token },
      ),
      http().post(
        `/console/listings/${requestId}/decision`,
        { decision: 'REJECT', reason: 'Not yet, sorry' },
        { token: second.token },
      ),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [{ n }] = (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM console_audit WHERE subject_id = ${requestId}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);

    await givePlan(ctx.db, owner.id);
    const other = await createBusiness(ctx.app, owner);
    const clicks = await Promise.all([ask(owner, other._id), ask(owner, other._id)]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(store._id).not.toBe(other._id);
  });
});
