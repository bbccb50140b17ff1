import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.ts';
import {
  api,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { listOutboxMessages } from '../outbox/outbox.repo.ts';

let ctx: TestContext;
let services: Services;
beforeAll(async () => {
  ctx = await createTestContext();
  services = createServices({ config: ctx.config, db: ctx.db });
});
afterAll(() => ctx.close());

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);
const issue = {
  subject: 'December on Oja',
  body: 'Free delivery in Lagos this weekend, and new stores from Aba.',
};
const mailTo = async (email: string) =>
  (await listOutboxMessages(ctx.db, 500)).filter((m) => m.recipient === email);
const subscribe = (u: Registered, subscribed = true) =>
  http().put('/users/news-subscription', { subscribed }, { token: u.accessToken });
const leaveLink = (body: string) => /\/news\/unsubscribe\/(\S+)/.exec(body)![1]!;

describe("Oja's news", () => {
  it('is off until a person turns it on, and goes once to each subscriber, with a way out', async () => {
    const content = await staffMember('content');
    const [reader, quiet, leaver] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    expect(
      (await http().get('/users/news-subscription', { token: quiet.accessToken })).json().data,
    ).toEqual({ subscribed: false });
    expect((await subscribe(reader)).json()).toMatchObject({ data: { subscribed: true } });
    await subscribe(leaver);
    await subscribe(leaver, false);

    const draft = await http().post('/console/news', issue, { token: content.token });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data._id as string;
    const overview = (await http().get('/console/news', { token: content.token })).json().data;
    expect(overview.subscribers).toBeGreaterThanOrEqual(1);
    expect(overview.issues.results[0]).toMatchObject({ _id: id, status: 'draft' });
    const preview = (
      await http().get(`/console/news/${id}/preview`, { token: content.token })
    ).json().data;
    expect(preview.text).toContain('Free delivery in Lagos');

    // Two clicks at once send it once.
    const [a, b] = await Promise.all([
      http().post(`/console/news/${id}/send`, undefined, { token: content.token }),
      http().post(`/console/news/${id}/send`, undefined, { token: content.token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // Two runs at once deliver each e-mail once.
    await Promise.all([services.news.deliverQueued(), services.news.deliverQueued()]);
    await services.news.deliverQueued();
    const mails = await mailTo(reader.input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'December on Oja' });
    expect(mails[0]!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await mailTo(quiet.input.email)).toHaveLength(0);
    expect(await mailTo(leaver.input.email)).toHaveLength(0);
    const sent = (await http().get(`/console/news/${id}`, { token: content.token })).json().data;
    expect(sent).toMatchObject({ status: 'sent', failed: 0, sentBy: expect.any(String) });
    expect(sent.sent).toBe(sent.recipients);
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['news.create', 'news.send']);

    // The link in the e-mail stops it, without a sign-in; an altered one does nothing.
    const token = leaveLink(mails[0]!.body);
    const bad = await http().post('/news/unsubscribe', { token: `${token.slice(0, -2)}xx` });
    expect(bad.statusCode).toBe(400);
    expect((await http().post('/news/unsubscribe', { token })).statusCode).toBe(200);
    expect(
      (await http().get('/users/news-subscription', { token: reader.accessToken })).json().data,
    ).toEqual({ subscribed: false });
    // Turned on again, the old link no longer works.
    await subscribe(reader);
    expect((await http().post('/news/unsubscribe', { token })).statusCode).toBe(400);

    // A sent issue stays as it was.
    expect(
      (await http().put(`/console/news/${id}`, issue, { token: content.token })).statusCode,
    ).toBe(409);
    expect((await http().delete(`/console/news/${id}`, { token: content.token })).statusCode).toBe(
      409,
    );
  });

  it('stops with one tap in the mail app (the link itself, posted as a form)', async () => {
    const content = await staffMember('content');
    const reader = await registerUser(ctx.app);
    await subscribe(reader);
    const id = (await http().post('/console/news', issue, { token: content.token })).json().data
      ._id;
    await http().post(`/console/news/${id}/send`, undefined, { token: content.token });
    await services.news.deliverQueued();
    const [mail] = await mailTo(reader.input.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/news/unsubscribe/${leaveLink(mail!.body)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('You will get no more news from Oja.');
    expect(
      (await http().get('/users/news-subscription', { token: reader.accessToken })).json().data,
    ).toEqual({ subscribed: false });
  });

  it('never sends twice after a crash: a claim left behind is closed, not sent again', async () => {
    const content = await staffMember('content');
    const reader = await registerUser(ctx.app);
    await subscribe(reader);
    const id = (await http().post('/console/news', issue, { token: content.token })).json().data
      ._id;
    await http().post(`/console/news/${id}/send`, undefined, { token: content.token });
    // A run claimed it, then the server was killed before the e-mail left.
    await ctx.db.execute(
      sql`UPDATE news_deliveries SET status = 'sending', claimed_at = now() - interval '1 hour'
          WHERE issue_id = ${id}`,
    );
    await services.news.deliverQueued();
    expect(await mailTo(reader.input.email)).toHaveLength(0);
    const after = (await http().get(`/console/news/${id}`, { token: content.token })).json().data;
    expect(after).toMatchObject({ status: 'sent', sent: 0 });
    expect(after.failed).toBe(after.recipients);
  });

  it('checks what staff write, and is for content staff and admins only', async () => {
    const [content, finance] = [await staffMember('content'), await staffMember('finance')];
    const shopper = await registerUser(ctx.app);
    const bad = await http().post(
      '/console/news',
      { subject: 'Hi', body: 'short' },
      { token: content.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(['subject', 'body']);
    const id = (await http().post('/console/news', issue, { token: content.token })).json().data
      ._id;
    for (const token of [finance.token, shopper.accessToken]) {
      expect((await http().get('/console/news', { token })).statusCode).toBe(403);
      expect((await http().post(`/console/news/${id}/send`, undefined, { token })).statusCode).toBe(
        403,
      );
    }
    expect((await http().put('/users/news-subscription', { subscribed: true })).statusCode).toBe(
      401,
    );
    const gone = await http().delete(`/console/news/${id}`, { token: content.token });
    expect(gone.statusCode).toBe(200);
    expect((await auditOf(id)).map((r) => r.action)).toEqual(['news.create', 'news.delete']);
  });
});
