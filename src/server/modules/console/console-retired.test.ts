import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { visitorBody } from '../support/support.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ID = '0190f0f0-0000-7000-8000-000000000000';
const http = () => api(ctx.app);

describe('the operator calls from before the console', () => {
  it('are gone: an account of the admin role gets 404 and changes nothing', async () => {
    const admin = await registerUser(ctx.app);
    await ctx.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${admin.id}`);
    const as = { token: admin.accessToken };
    const asked = (await http().post('/support/requests', visitorBody())).json().data;
    const article = {
      title: 'How to price ankara so it sells',
      description: 'A simple way to set prices that cover your fabric, your time and delivery.',
      body: 'Start from what the fabric costs you per yard, then add your time and delivery.',
      tags: ['pricing'],
    };
    const calls = [
      () => http().put(`/support/requests/${asked._id}/status`, { status: 'resolved' }, as),
      () => http().get('/blog/drafts', as),
      () => http().get(`/blog/drafts/${ID}`, as),
      () => http().post('/blog/articles', article, as),
      () => http().patch(`/blog/articles/${ID}`, { title: 'Taken over' }, as),
      () => http().delete(`/blog/articles/${ID}`, as),
      () => http().post('/blog/preview', { body: article.body }, as),
      () => http().get('/wait-list/export', as),
      () => http().get('/badges/requests?status=PENDING', as),
      () => http().put(`/badges/requests/${ID}/approve`, undefined, as),
      () => http().put(`/badges/requests/${ID}/reject`, { reason: 'Not you' }, as),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // The inbox's address now reads as a request's id, which it is not.
    const inbox = await http().get('/support/requests/all', as);
    expect(inbox.statusCode).toBe(400);
    expect(inbox.json().data).toBeUndefined();

    // Someone else's request is not the admin role's to read or answer any more.
    expect((await http().get(`/support/requests/${asked._id}`, as)).statusCode).toBe(404);
    const answer = { message: 'We have found your payment.' };
    expect(
      (await http().post(`/support/requests/${asked._id}/replies`, answer, as)).statusCode,
    ).toBe(404);
    const [{ n }] = (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM articles WHERE title = ${article.title}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(0);
    const still = await http().get(`/support/requests/${asked._id}?key=${asked.key}`);
    expect(still.json().data).toMatchObject({ status: 'open', messageCount: 1 });
  });
});
