import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services.ts';
import { registerUser, type TestContext } from '../../testing/test-app.ts';
import { useTestWorld } from '../../testing/test-world.ts';
import { referralFixtures } from './referrals.fixtures.ts';

let ctx: TestContext;
let services: Services;
useTestWorld((w) => ({ ctx, services } = w), { ledgerSumsToZero: true });

const f = referralFixtures(() => ({ ctx, services }));
const { http, referrer, friendOf, receivedOrder, pointsOf, referralEntries, listOf, summaryOf } = f;

const REFERRER_POINTS = 500;
const FRIEND_POINTS = 250;

describe('Referral points on a referred friend’s first received order', () => {
  it('pay both sides once, available at once, and show in the referrer’s list and summary', async () => {
    const ada = await referrer();
    const friend = await friendOf(ada);

    const joined = (await listOf(ada)).json().data;
    expect(joined).toMatchObject({ totalRecords: 1, perPageLimit: 30 });
    expect(joined.results[0]).toMatchObject({
      _id: friend.id,
      name: 'Chioma Eze',
      handle: friend.input.handle,
      status: 'JOINED',
      pointsEarned: 0,
    });

    const orderId = await receivedOrder(friend);
    expect(await referralEntries(ada)).toEqual([
      expect.objectContaining({
        title: 'Referral: Chioma Eze received their first order',
        points: REFERRER_POINTS,
        status: 'AVAILABLE',
      }),
    ]);
    expect(await referralEntries(friend)).toEqual([
      expect.objectContaining({
        title: 'Welcome reward: referred by Chioma Eze',
        points: FRIEND_POINTS,
        status: 'AVAILABLE',
      }),
    ]);
    expect(await pointsOf(ada.id)).toBe(REFERRER_POINTS);
    const friendPoints = await pointsOf(friend.id);
    expect(await f.stored(friend.id)).toEqual([{ status: 'REWARDED', reason: null }]);

    const listed = (await listOf(ada)).json().data.results[0];
    expect(listed).toMatchObject({ status: 'FIRST_ORDER_RECEIVED', pointsEarned: REFERRER_POINTS });
    const summary = (await summaryOf(ada)).json().data;
    expect(summary).toEqual({
      code: ada.code,
      link: `http://oja.test/auth/register?ref=${ada.code}`,
      joined: 1,
      rewarded: 1,
      flagged: 0,
      pointsEarned: REFERRER_POINTS,
      rewardedThisMonth: 1,
      terms: { referrerPoints: REFERRER_POINTS, friendPoints: FRIEND_POINTS, monthlyCap: 10 },
    });

    // A second received order, and the first one's news again and again: nothing more.
    await receivedOrder(friend);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        services.referrals.orderReceived({ id: orderId, customerId: friend.id }),
      ),
    );
    expect(await referralEntries(ada)).toHaveLength(1);
    expect(await referralEntries(friend)).toHaveLength(1);
    expect(await pointsOf(ada.id)).toBe(REFERRER_POINTS);
    // The second order's own points aside, the friend's referral points are unchanged.
    expect(await pointsOf(friend.id)).toBeGreaterThan(friendPoints);
    expect((await summaryOf(ada)).json().data.pointsEarned).toBe(REFERRER_POINTS);
  });

  it('are judged once when the news arrives many times at once', async () => {
    const ada = await referrer();
    const { friend, order } = await f.unjudgedFriend(ada);
    await Promise.all(Array.from({ length: 8 }, () => services.referrals.orderReceived(order)));
    expect(await f.stored(friend.id)).toEqual([{ status: 'REWARDED', reason: null }]);
    expect(await referralEntries(ada)).toHaveLength(1);
    expect(await referralEntries(friend)).toHaveLength(1);
    expect(await pointsOf(ada.id)).toBe(REFERRER_POINTS);
  });

  it('are not given for someone nobody referred, nor for an order not received', async () => {
    const loner = await registerUser(ctx.app);
    await receivedOrder(loner);
    expect(await referralEntries(loner)).toEqual([]);
    const ada = await referrer();
    const friend = await friendOf(ada);
    const other = await registerUser(ctx.app);
    const othersOrder = await receivedOrder(other);
    // News naming another customer's order, or an unknown one, judges nothing.
    await services.referrals.orderReceived({ id: othersOrder, customerId: friend.id });
    await services.referrals.orderReceived({ id: uuidv7(), customerId: friend.id });
    expect(await f.stored(friend.id)).toEqual([]);
    expect(await pointsOf(ada.id)).toBe(0);
  });

  it('lists the people referred newest first, paged, to the referrer alone', async () => {
    const ada = await referrer();
    const first = await friendOf(ada);
    const second = await friendOf(ada);
    const third = await friendOf(ada);
    await receivedOrder(second);

    const page1 = (await listOf(ada, '?limit=2')).json().data;
    expect(page1).toMatchObject({ totalRecords: 3, totalPages: 2, nextPage: 2, perPageLimit: 2 });
    expect(page1.results.map((r: { _id: string }) => r._id)).toEqual([third.id, second.id]);
    expect(page1.results.map((r: { status: string }) => r.status)).toEqual([
      'JOINED',
      'FIRST_ORDER_RECEIVED',
    ]);
    const page2 = (await listOf(ada, '?limit=2&page=2')).json().data;
    expect(page2.results.map((r: { _id: string }) => r._id)).toEqual([first.id]);
    expect((await listOf(first)).json().data.totalRecords).toBe(0);

    // Nobody else may look, and nobody without logging in.
    for (const res of [await listOf(ada, '', first), await summaryOf(ada, first)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    for (const res of [await listOf(ada, '', null), await summaryOf(ada, null)])
      expect(res.statusCode).toBe(401);
    // Bad input: a clear 400 per field.
    for (const query of ['?limit=101', '?page=0', '?limit=abc']) {
      const res = await listOf(ada, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const badId = await http().get('/users/not-an-id/list', { token: ada.accessToken });
    expect(badId.statusCode).toBe(400);
    expect(
      (await http().get('/users/not-an-id/referrals/summary', { token: ada.accessToken }))
        .statusCode,
    ).toBe(400);
  });

  it('tells everyone the terms', async () => {
    const res = await http().get('/referrals/terms');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      referrerPoints: REFERRER_POINTS,
      friendPoints: FRIEND_POINTS,
      monthlyCap: 10,
    });
  });
});

describe('Support and flagged referrals', () => {
  it('support lists them and approves one, which pays both sides once', async () => {
    const support = await f.supportUser();
    const ada = await referrer();
    const friend = await friendOf(ada);
    const national = String(ada.input.phoneNumber).replace(/^0/, '');
    const orderId = await receivedOrder(friend, { phone: `0${national}` });

    const queue = await http().get('/referrals/flagged?limit=100', { token: support.accessToken });
    expect(queue.statusCode).toBe(200);
    const mine = queue.json().data.results.find((r: { _id: string }) => r._id === friend.id);
    expect(mine).toMatchObject({
      friend: { _id: friend.id, name: 'Chioma Eze', email: friend.input.email },
      referrer: { _id: ada.id, email: ada.input.email },
      status: 'FLAGGED',
      reason: 'SAME_DELIVERY_PHONE',
      orderId,
      referrerPoints: REFERRER_POINTS,
      friendPoints: FRIEND_POINTS,
      rewardedAt: null,
    });

    // Nobody else may see or approve them; a bad id is a 400; nothing changes.
    for (const who of [ada, friend]) {
      const listRes = await http().get('/referrals/flagged', { token: who.accessToken });
      expect(listRes.statusCode).toBe(403);
      const approveRes = await http().post(`/referrals/${friend.id}/approve`, undefined, {
        token: who.accessToken,
      });
      expect(approveRes.statusCode).toBe(403);
    }
    expect((await http().get('/referrals/flagged')).statusCode).toBe(401);
    const bad = await http().post('/referrals/nope/approve', undefined, {
      token: support.accessToken,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await http().post(`/referrals/${uuidv7()}/approve`, undefined, {
      token: support.accessToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await f.stored(friend.id)).toEqual([
      { status: 'FLAGGED', reason: 'SAME_DELIVERY_PHONE' },
    ]);
    expect(await pointsOf(ada.id)).toBe(0);

    // Approved many times at once: one succeeds, the others are told it was done; paid once.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        http().post(`/referrals/${friend.id}/approve`, undefined, { token: support.accessToken }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const approved = answers.find((a) => a.statusCode === 200)!.json();
    expect(approved.data).toMatchObject({
      _id: friend.id,
      status: 'REWARDED',
      reason: 'SAME_DELIVERY_PHONE',
    });
    expect(approved.data.rewardedAt).not.toBeNull();
    expect(await pointsOf(ada.id)).toBe(REFERRER_POINTS);
    expect(await referralEntries(ada)).toHaveLength(1);
    expect(await referralEntries(friend)).toEqual([
      expect.objectContaining({ points: FRIEND_POINTS }),
    ]);
    expect((await listOf(ada)).json().data.results[0]).toMatchObject({
      status: 'FIRST_ORDER_RECEIVED',
      pointsEarned: REFERRER_POINTS,
    });
    const after = await http().get('/referrals/flagged?limit=100', { token: support.accessToken });
    expect(after.json().data.results.some((r: { _id: string }) => r._id === friend.id)).toBe(false);

    // A referral paid at once cannot be approved again.
    const paid = await friendOf(ada);
    await receivedOrder(paid);
    const again = await http().post(`/referrals/${paid.id}/approve`, undefined, {
      token: support.accessToken,
    });
    expect(again.statusCode).toBe(409);
    expect(await pointsOf(ada.id)).toBe(2 * REFERRER_POINTS);
  });
});
