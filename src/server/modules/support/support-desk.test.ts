import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { linkIn, supportFixtures, visitorBody } from './support.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { send, mailsTo } = supportFixtures(() => ctx);
const http = () => api(ctx.app);
const ids = (page: { results: { _id: string }[] }) => page.results.map((r) => r._id);

describe("the console's support desk", () => {
  it('support staff find, take, answer and close a request; the requester hears and every step is on record', async () => {
    const { staffMember, auditOf } = staffFixtures(() => ctx);
    const halima = await staffMember('support');
    const admin = await staffMember('admin');
    const shopper = await registerUser(ctx.app);
    const email = `chidi.${Date.now()}@example.ng`;
    const asked = (
      await send('POST', '/support/requests', {
        body: visitorBody({ email, subject: 'Refund for order #A1B2C3 never arrived' }),
      })
    ).json().data;
    const mine = (
      await send('POST', '/support/requests', { as: shopper, body: visitorBody() })
    ).json().data;
    const desk = (query: string, token = halima.token) =>
      http().get(`/console/support?limit=100&${query}`, { token });

    // Waiting ones oldest first; words find the reference, subject, name or e-mail.
    const waiting = (await desk('status=open')).json().data;
    expect(ids(waiting).indexOf(asked._id)).toBeLessThan(ids(waiting).indexOf(mine._id));
    expect(ids((await desk(`q=${asked.reference}`)).json().data)).toEqual([asked._id]);
    expect(ids((await desk(`q=${encodeURIComponent(email)}`)).json().data)).toEqual([asked._id]);
    expect(ids((await desk('q=%25never%20arrived')).json().data)).toEqual([]);

    // Taking it: to oneself, then to a colleague who handles support; not to a shopper.
    const people = (await http().get('/console/support/assignees', { token: halima.token }))
      .json()
      .data.map((p: { _id: string }) => p._id);
    expect(people).toEqual(expect.arrayContaining([halima.user.id, admin.user.id]));
    const assign = (assigneeId: string | null) =>
      http().post(
        `/console/support/${asked._id}/assignee`,
        { assigneeId },
        { token: halima.token },
      );
    expect((await assign(halima.user.id)).json().data.assignee).toMatchObject({
      _id: halima.user.id,
    });
    expect(ids((await desk('assignee=ME')).json().data)).toEqual([asked._id]);
    expect(ids((await desk('assignee=NOBODY')).json().data)).toContain(mine._id);
    const refused = await assign(shopper.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({
      assigneeId: 'This person does not handle support requests',
    });

    // The answer is e-mailed with a fresh link; the request waits on the requester.
    const answered = await http().post(
      `/console/support/${asked._id}/replies`,
      { message: 'We have refunded ₦12,500 to your card; it shows in 3 to 5 working days.' },
      { token: halima.token },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'answered', messageCount: 2 });
    expect(answered.json().data.messages[1]).toMatchObject({
      from: 'support',
      author: 'Oja support',
    });
    const [mail] = await mailsTo(email);
    expect(mail!.body).toContain('We have refunded ₦12,500');
    expect(linkIn(mail!.body)).toMatchObject({ id: asked._id, key: expect.any(String) });

    const closed = await http().post(
      `/console/support/${asked._id}/status`,
      { status: 'resolved' },
      { token: halima.token },
    );
    expect(closed.json()).toMatchObject({
      data: { status: 'resolved' },
      message: 'Marked resolved',
    });
    expect((await auditOf(asked._id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['support.assign', { assigneeId: null }, { assigneeId: halima.user.id }],
      [
        'support.answer',
        { status: 'open' },
        { status: 'answered', answer: expect.stringContaining('refunded ₦12,500') },
      ],
      ['support.status', { status: 'answered' }, { status: 'resolved' }],
    ]);
  });

  it('refuses shoppers, vendors and staff without the permission, and bad input, changing nothing', async () => {
    const { staffMember } = staffFixtures(() => ctx);
    const [support, finance] = [await staffMember('support'), await staffMember('finance')];
    const shopper = await registerUser(ctx.app);
    const asked = (await send('POST', '/support/requests', { body: visitorBody() })).json().data;
    for (const token of [finance.token, shopper.accessToken]) {
      expect((await http().get('/console/support', { token })).statusCode).toBe(403);
      const reply = await http().post(
        `/console/support/${asked._id}/replies`,
        { message: 'Hello there' },
        { token },
      );
      expect(reply.statusCode).toBe(403);
    }
    const empty = await http().post(
      `/console/support/${asked._id}/replies`,
      { message: '   ' },
      { token: support.token },
    );
    expect(empty.statusCode).toBe(400);
    const status = await http().post(
      `/console/support/${asked._id}/status`,
      { status: 'closed' },
      { token: support.token },
    );
    expect(status.statusCode).toBe(400);
    const unknown = await http().get('/console/support/00000000-0000-4000-8000-000000000000', {
      token: support.token,
    });
    expect(unknown.statusCode).toBe(404);
    const read = (
      await http().get(`/console/support/${asked._id}`, { token: support.token })
    ).json().data;
    expect(read).toMatchObject({ status: 'open', messageCount: 1, assignee: null });
  });
});
