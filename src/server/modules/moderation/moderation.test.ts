import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, vendorCreator, publish } = postFixtures(() => ctx);
const { staffMember, auditOf } = staffFixtures(() => ctx);

const report = (who: Registered, body: object) =>
  http().post('/reports', body, { token: who.accessToken });
const commentsOn = async (postId: string, who?: Registered) =>
  (
    await http().get(
      `/comments?commentEntityIds=${postId}`,
      who ? { token: who.accessToken } : undefined,
    )
  ).json().data.results as { _id: string }[];
const noticesOf = async (who: Registered) =>
  (await http().get('/users/notifications', { token: who.accessToken })).json().data.results as {
    title: string;
    body: string;
  }[];

/** A post by a vendor, with an abusive comment by a shopper on it. */
async function abusiveComment() {
  const { vendor } = await vendorCreator();
  const post = (await publish(vendor, { text: 'New adire in stock' })).json().data;
  const troll = await newShopper(ctx.app);
  const comment = (
    await http().post(
      '/comments',
      { entityType: 'POST', entityId: post._id, text: 'You are all thieves, idiots' },
      { token: troll.accessToken },
    )
  ).json().data;
  return { vendor, post, troll, comment };
}

describe('reporting', () => {
  it('a shopper reports a comment once; reports gather per item in the queue', async () => {
    const { post, troll, comment } = await abusiveComment();
    const [ada, bola] = [await newShopper(ctx.app), await newShopper(ctx.app)];
    const first = await report(ada, {
      subjectType: 'COMMENT',
      subjectId: comment._id,
      reason: 'ABUSE',
      details: 'Insults everyone',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toContain('Oja’s team will look at it');
    // A repeat replaces the person's report; it is not counted twice.
    await report(ada, { subjectType: 'COMMENT', subjectId: comment._id, reason: 'HATE' });
    await report(bola, { subjectType: 'COMMENT', subjectId: comment._id, reason: 'ABUSE' });

    const support = await staffMember('support');
    const queue = (
      await http().get('/console/reports?subjectType=COMMENT&q=thieves', { token: support.token })
    ).json().data;
    expect(queue.totalRecords).toBe(1);
    expect(queue.results[0]).toMatchObject({
      subjectId: comment._id,
      title: 'You are all thieves, idiots',
      link: `/post/${post._id}`,
      owner: { id: troll.id },
      status: 'OPEN',
      reportCount: 2,
      hidden: false,
    });
    expect(queue.results[0].reasons).toEqual(
      expect.arrayContaining([
        { reason: 'ABUSE', count: 1 },
        { reason: 'HATE', count: 1 },
      ]),
    );
  });

  it('refuses bad input, unknown items and reporting one’s own, with clear messages', async () => {
    const { troll, comment } = await abusiveComment();
    const bad = await report(troll, { subjectType: 'COMMENT', subjectId: 'x', reason: 'MEAN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatchObject({
      subjectId: 'Must be a valid id',
      reason: 'Choose why you are reporting it',
    });
    const own = await report(troll, {
      subjectType: 'COMMENT',
      subjectId: comment._id,
      reason: 'SPAM',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toEqual({
      subjectId: 'This comment is yours: you cannot report it',
    });
    const unknown = await report(troll, {
      subjectType: 'PRODUCT',
      subjectId: '0190f0f0-0000-7000-8000-000000000000',
      reason: 'COUNTERFEIT',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await http().post('/reports', { subjectType: 'USER' })).statusCode).toBe(401);
  });
});

describe('deciding on a report', () => {
  it('content staff hide a comment: others no longer see it, the author is told why, the audit has before and after', async () => {
    const { vendor, post, troll, comment } = await abusiveComment();
    const reporter = await newShopper(ctx.app);
    await report(reporter, { subjectType: 'COMMENT', subjectId: comment._id, reason: 'ABUSE' });
    const content = await staffMember('content');
    const reason = 'Insults towards the seller and other shoppers';

    const hidden = await http().post(
      `/console/reports/COMMENT/${comment._id}/decision`,
      { action: 'HIDE', reason },
      { token: content.token },
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Hidden, and its author was told why',
      data: { item: { status: 'DECIDED', hidden: true } },
    });
    expect(hidden.json().data.history[0]).toMatchObject({ action: 'report.hide', reason });

    // Gone for visitors, other shoppers and the post's owner; its author still sees it.
    expect(await commentsOn(post._id)).toEqual([]);
    expect(await commentsOn(post._id, reporter)).toEqual([]);
    expect(await commentsOn(post._id, vendor)).toEqual([]);
    expect((await commentsOn(post._id, troll)).map((c) => c._id)).toEqual([comment._id]);
    // The post's owner cannot show it again: for them it is gone.
    const reshow = await http().put(
      `/comments/${comment._id}/toggle`,
      { value: true },
      { token: vendor.accessToken },
    );
    expect(reshow.statusCode).toBe(404);

    const [notice] = await noticesOf(troll);
    expect(notice).toMatchObject({ title: 'Oja removed your comment' });
    expect(notice!.body).toContain(reason);
    expect(await auditOf(comment._id)).toEqual([
      {
        action: 'report.hide',
        reason,
        before: { status: 'OPEN', hidden: false, reports: 1 },
        after: { status: 'DECIDED', hidden: true, ownerId: troll.id },
      },
    ]);

    // Hiding twice is refused; restoring shows it again and tells the author.
    const again = await http().post(
      `/console/reports/COMMENT/${comment._id}/decision`,
      { action: 'HIDE', reason },
      { token: content.token },
    );
    expect(again.statusCode).toBe(409);
    const restored = await http().post(
      `/console/reports/COMMENT/${comment._id}/decision`,
      { action: 'RESTORE', reason: 'On a second look it quotes a film' },
      { token: content.token },
    );
    expect(restored.statusCode).toBe(200);
    expect((await commentsOn(post._id)).map((c) => c._id)).toEqual([comment._id]);
    expect((await noticesOf(troll))[0]).toMatchObject({ title: 'Your comment is back' });
  });

  it('hides a post from everyone but its author, who cannot show it again', async () => {
    const { vendor } = await vendorCreator();
    const post = (await publish(vendor, { text: 'Send money to win an iPhone' })).json().data;
    const reporter = await newShopper(ctx.app);
    await report(reporter, { subjectType: 'POST', subjectId: post._id, reason: 'SCAM' });
    const support = await staffMember('support');
    const res = await http().post(
      `/console/reports/POST/${post._id}/decision`,
      { action: 'HIDE', reason: 'A giveaway scam' },
      { token: support.token },
    );
    expect(res.statusCode).toBe(200);
    expect((await http().get(`/posts/${post._id}`)).statusCode).toBe(404);
    expect((await http().get(`/posts/${post._id}`, { token: vendor.accessToken })).statusCode).toBe(
      200,
    );
    const reshow = await http().put(
      `/posts/${post._id}/active`,
      { value: true },
      { token: vendor.accessToken },
    );
    expect(reshow.statusCode).toBe(409);
    expect(reshow.json().message).toContain('Oja removed this post');
  });

  it('stores and accounts are not hidden one by one; a warning or dismissal closes the item', async () => {
    const { vendor, shop } = await vendorCreator();
    const reporter = await newShopper(ctx.app);
    await report(reporter, { subjectType: 'STORE', subjectId: shop._id, reason: 'SCAM' });
    const content = await staffMember('content');
    const decide = (action: string, reason = 'Sells fakes as originals') =>
      http().post(
        `/console/reports/STORE/${shop._id}/decision`,
        { action, reason },
        { token: content.token },
      );
    const hide = await decide('HIDE');
    expect(hide.statusCode).toBe(400);
    expect(hide.json().message.action).toContain('suspend them from Accounts');
    expect((await decide('WARN', 'x')).statusCode).toBe(400);
    expect((await decide('WARN')).statusCode).toBe(200);
    expect((await noticesOf(vendor))[0]).toMatchObject({
      title: 'A warning from Oja about your store',
    });
    const open = (await http().get('/console/reports', { token: content.token })).json().data;
    expect(open.results.map((i: { subjectId: string }) => i.subjectId)).not.toContain(shop._id);
    // A new report opens it again.
    await report(await newShopper(ctx.app), {
      subjectType: 'STORE',
      subjectId: shop._id,
      reason: 'COUNTERFEIT',
    });
    const reopened = (await http().get('/console/reports', { token: content.token })).json().data;
    expect(reopened.results.map((i: { subjectId: string }) => i.subjectId)).toContain(shop._id);
  });

  it('something deleted since it was reported: its reports can still be dismissed', async () => {
    const { comment } = await abusiveComment();
    await report(await newShopper(ctx.app), {
      subjectType: 'COMMENT',
      subjectId: comment._id,
      reason: 'SPAM',
    });
    await ctx.db.execute(sql`DELETE FROM comments WHERE id = ${comment._id}`);
    const content = await staffMember('content');
    const decide = (action: string) =>
      http().post(
        `/console/reports/COMMENT/${comment._id}/decision`,
        { action, reason: 'The comment is gone' },
        { token: content.token },
      );
    expect((await decide('HIDE')).statusCode).toBe(409);
    const dismissed = await decide('DISMISS');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data.item).toMatchObject({ status: 'DECIDED', link: null });
  });

  it('only staff who handle reports decide: finance, a shopper and the author get 403', async () => {
    const { troll, comment } = await abusiveComment();
    await report(await newShopper(ctx.app), {
      subjectType: 'COMMENT',
      subjectId: comment._id,
      reason: 'ABUSE',
    });
    const finance = await staffMember('finance');
    for (const token of [finance.token, troll.accessToken]) {
      const res = await http().post(
        `/console/reports/COMMENT/${comment._id}/decision`,
        { action: 'DISMISS', reason: 'Nothing wrong here' },
        { token },
      );
      expect(res.statusCode).toBe(403);
    }
    expect(await auditOf(comment._id)).toEqual([]);
  });
});
