import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { linkIn, supportFixtures, visitorBody } from './support.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Production's allowance: five new requests an hour per person.
  ctx = await createTestContext((c) => ({
    ...c,
    rateLimits: { ...c.rateLimits, supportRequest: { max: 5, timeWindowMs: 3_600_000 } },
  }));
});
afterAll(() => ctx.close());

const { send, stored, countRequests, mailsTo, liveEventsOf } = supportFixtures(() => ctx);
const { staffMember } = staffFixtures(() => ctx);
const http = () => api(ctx.app);

describe("answers from the console's support desk", () => {
  it('filters by status; a wrong status is 400, an unknown request 404', async () => {
    const staff = await staffMember('support');
    const first = (await send('POST', '/support/requests', { body: visitorBody() })).json().data;
    const second = (await send('POST', '/support/requests', { body: visitorBody() })).json().data;
    const resolve = (id: string) =>
      http().post(`/console/support/${id}/status`, { status: 'resolved' }, { token: staff.token });
    expect((await resolve(first._id)).statusCode).toBe(200);

    const desk = (query: string) =>
      http().get(`/console/support?limit=100&${query}`, { token: staff.token });
    const ids = async (query: string) =>
      (await desk(query)).json().data.results.map((r: { _id: string }) => r._id);
    expect(await ids('status=open')).toContain(second._id);
    expect(await ids('status=open')).not.toContain(first._id);
    expect(await ids('status=resolved')).toEqual([first._id]);
    expect((await desk('status=closed')).statusCode).toBe(400);
    expect((await resolve('0192f3a1-7c4e-7aa0-9b1c-00000abc12f3')).statusCode).toBe(404);
  });

  it("answers a member: e-mail, live event in the same transaction, and the member's reply re-opens it", async () => {
    const staff = await staffMember('support');
    const shopper = await registerUser(ctx.app, { firstName: 'Bisi', lastName: 'Alade' });
    const created = (
      await send('POST', '/support/requests', { as: shopper, body: visitorBody() })
    ).json().data;

    const answered = await http().post(
      `/console/support/${created._id}/replies`,
      { message: 'We found your payment and added it to your wallet.' },
      { token: staff.token },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      lastMessageFrom: 'support',
      messageCount: 2,
      messages: [
        { from: 'requester', author: 'Bisi Alade' },
        { from: 'support', author: 'Oja support' },
      ],
    });
    expect(await liveEventsOf(shopper.id)).toEqual([{ kind: 'support', ref: created._id }]);
    const [mail] = await mailsTo(shopper.input.email);
    expect(mail!.subject).toBe(`Re: ${created.subject} [${created.reference}]`);
    expect(mail!.body).toContain('We found your payment and added it to your wallet.');
    expect(linkIn(mail!.body)).toEqual({ id: created._id, key: null });

    const resolved = await http().post(
      `/console/support/${created._id}/status`,
      { status: 'resolved' },
      { token: staff.token },
    );
    expect(resolved.json().data.status).toBe('resolved');
    const reopened = await send('POST', `/support/requests/${created._id}/replies`, {
      as: shopper,
      body: { message: 'It is back to zero again.' },
    });
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().data).toMatchObject({ status: 'open', lastMessageFrom: 'requester' });
    // Only Oja support's answers and status changes are announced, not the member's own reply.
    expect((await liveEventsOf(shopper.id)).length).toBe(2);
    const mine = await send('GET', '/support/requests', { as: shopper });
    expect(mine.json().data.results[0]).toMatchObject({ _id: created._id, status: 'open' });
  });

  it('answers a visitor by e-mail with a link of its own; the first link still works', async () => {
    const staff = await staffMember('support');
    const email = 'chioma.visitor@example.ng';
    const created = (
      await send('POST', '/support/requests', { body: visitorBody({ email }) })
    ).json().data;
    await http().post(
      `/console/support/${created._id}/replies`,
      { message: 'Could you send the last four digits of the card?' },
      { token: staff.token },
    );
    const [answer] = await mailsTo(email);
    const { key } = linkIn(answer!.body);
    expect(key).not.toBeNull();
    expect(key).not.toBe(created.key);
    expect((await stored({ email }))[0]!.keys).toBe(2);
    for (const k of [key, created.key]) {
      const res = await send('GET', `/support/requests/${created._id}?key=${k}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.messages[1].body).toBe(
        'Could you send the last four digits of the card?',
      );
    }
  });
});

describe('spam', () => {
  it('allows five requests an hour from one address or account, then 429 with nothing written', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', '/support/requests', { ip, body: visitorBody() });
      expect(res.statusCode).toBe(201);
    }
    const before = await countRequests();
    const limited = await send('POST', '/support/requests', { ip, body: visitorBody() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await countRequests()).toBe(before);
    // Someone else at another address is unaffected.
    expect((await send('POST', '/support/requests', { body: visitorBody() })).statusCode).toBe(201);

    // A signed-in user's allowance follows their account, whatever the address.
    const shopper = await registerUser(ctx.app);
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', '/support/requests', { as: shopper, body: visitorBody() });
      expect(res.statusCode).toBe(201);
    }
    const again = await send('POST', '/support/requests', { as: shopper, body: visitorBody() });
    expect(again.statusCode).toBe(429);
    expect(await stored({ requesterId: shopper.id })).toHaveLength(5);
  });
});
