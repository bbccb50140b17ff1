import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newShopper, openShop, payOnSandbox } from '../../testing/shop.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';
import {
  ctx,
  ledger,
  http,
  naira,
  decide,
  reviewer,
  readyPerson,
  payPersonal,
  requestCount,
  refunds,
} from './badges.fixtures.ts';

describe('personal badge', () => {
  it('names every unmet requirement and charges nothing', async () => {
    const user = await newShopper(ctx.app);
    await credit(ctx.db, ledger, accounts.wallet(user.id), 6000);
    const res = await payPersonal(user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(Object.keys(res.json().message).sort()).toEqual(
      [
        'bio',
        'phoneVerified',
        'photo',
        // The e-mail of a new sign-up is not verified yet.
        'emailVerified',
      ].sort(),
    );
    expect(await naira(accounts.wallet(user.id))).toBe(6000);
    expect(await requestCount(user.id)).toBe(0);

    const status = (
      await http().get(`/users/${user.id}/badge/verification`, { token: user.accessToken })
    ).json().data;
    expect(status).toMatchObject({
      kind: 'PERSONAL',
      fee: 5000,
      eligible: false,
      isVerified: false,
      request: null,
    });
    expect(status.requirements.find((r: { key: string }) => r.key === 'bio')).toMatchObject({
      met: false,
      label: 'Bio',
    });
  });

  it('paid from the wallet: pending, once; approved in the console, then verified', async () => {
    const user = await readyPerson();
    const res = await payPersonal(user);
    expect(res.statusCode).toBe(200);
    const request = res.json().data.request;
    expect(request).toMatchObject({
      kind: 'PERSONAL',
      status: 'PENDING',
      fee: 5000,
      subjectId: user.id,
      refunded: false,
    });
    expect(res.json().data.authorizationUrl).toBeNull();
    expect(await naira(accounts.wallet(user.id))).toBe(1000);

    // One pending request at a time.
    expect((await payPersonal(user)).statusCode).toBe(409);
    expect(await naira(accounts.wallet(user.id))).toBe(1000);

    // Not Oja staff: refused.
    const list = await http().get('/console/badges', { token: user.accessToken });
    expect(list.statusCode).toBe(403);
    const selfApprove = await decide({ token: user.accessToken }, request._id, {
      decision: 'APPROVE',
    });
    expect(selfApprove.statusCode).toBe(403);

    const op = await reviewer();
    const queue = (
      await http().get('/console/badges?status=PENDING&limit=100', { token: op.token })
    ).json().data;
    expect(queue.results.map((r: { _id: string }) => r._id)).toContain(request._id);
    expect(queue).toMatchObject({ currentPage: 1, perPageLimit: 100 });

    const approved = await decide(op, request._id, { decision: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED' });
    expect((await decide(op, request._id, { decision: 'APPROVE' })).statusCode).toBe(409);
    const late = await decide(op, request._id, { decision: 'REJECT', reason: 'Second thoughts' });
    expect(late.statusCode).toBe(409);
    expect(await naira(accounts.wallet(user.id))).toBe(1000);

    const status = (
      await http().get(`/users/${user.id}/badge/verification`, { token: user.accessToken })
    ).json().data;
    expect(status).toMatchObject({
      isVerified: true,
      eligible: true,
      request: { status: 'APPROVED' },
    });
    // The tick shows wherever the name does: the public profile reads it in its own query.
    const profile = await http().get(`/users/social/${user.input.handle}`);
    expect(profile.json().data.isVerified).toBe(true);
    // ... and in a business's list of followers (profiles read by id).
    const { vendor, shop } = await openShop(ctx.app);
    await http().put(`/businesses/${shop._id}/follower/${user.id}`, undefined, {
      token: user.accessToken,
    });
    const followers = (
      await http().get(`/businesses/${shop._id}/followers`, { token: vendor.accessToken })
    ).json().data.results;
    expect(followers).toMatchObject([{ _id: user.id, isVerified: true }]);
    expect((await payPersonal(user)).statusCode).toBe(409);
  });

  it('someone else’s id: refused, nothing written', async () => {
    const user = await readyPerson();
    const other = await readyPerson();
    expect((await payPersonal(other, user.id)).statusCode).toBe(403);
    expect(
      (await http().get(`/users/${user.id}/badge/verification`, { token: other.accessToken }))
        .statusCode,
    ).toBe(403);
    expect((await http().post(`/users/${user.id}/badge/verification/pay`, {})).statusCode).toBe(
      401,
    );
    expect(await requestCount(user.id)).toBe(0);
    expect(await naira(accounts.wallet(other.id))).toBe(6000);
  });

  it('rejected with a reason: the fee goes back to the wallet exactly once', async () => {
    const user = await readyPerson();
    const request = (await payPersonal(user)).json().data.request;
    const op = await reviewer();
    expect((await decide(op, request._id, { decision: 'REJECT', reason: '' })).statusCode).toBe(
      400,
    );
    const rejects = await Promise.all(
      [1, 2, 3].map(() =>
        decide(op, request._id, {
          decision: 'REJECT',
          reason: 'The photo does not show your face',
        }),
      ),
    );
    expect(rejects.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rejected = rejects.find((r) => r.statusCode === 200)!.json().data;
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reason: 'The photo does not show your face',
      refunded: true,
    });
    expect((await decide(op, request._id, { decision: 'APPROVE' })).statusCode).toBe(409);
    expect(await naira(accounts.wallet(user.id))).toBe(6000);
    expect(await refunds(user.id)).toBe(1);
    const notices = (await http().get('/users/notifications', { token: user.accessToken })).json()
      .data.results;
    expect(notices[0]).toMatchObject({
      title: 'Your verification request was not approved',
      link: '/shopper/badge',
    });
    expect(notices[0].body).toContain('The photo does not show your face');

    // Asking again after a rejection is a new request.
    const again = await payPersonal(user);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.request._id).not.toBe(request._id);
    expect(await naira(accounts.wallet(user.id))).toBe(1000);
  });

  it('rejected after paying partly with points: the money goes to the wallet, the points back to the points', async () => {
    const user = await readyPerson(3000);
    await credit(ctx.db, ledger, accounts.points(user.id), 2000);
    const res = await payPersonal(user, user.id, { payWith: 'WALLET', point: 2000 });
    expect(res.statusCode).toBe(200);
    expect(await naira(accounts.wallet(user.id))).toBe(0);
    expect(await naira(accounts.points(user.id))).toBe(0);
    const request = res.json().data.request;
    const rejected = await decide(await reviewer(), request._id, {
      decision: 'REJECT',
      reason: 'The photo does not show your face',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await naira(accounts.wallet(user.id))).toBe(3000);
    expect(await naira(accounts.points(user.id))).toBe(2000);
  });

  it('concurrent requests with one Idempotency-Key charge once and answer with one request', async () => {
    const user = await readyPerson(12_000);
    const key = uuidv7();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => payPersonal(user, user.id, { payWith: 'WALLET' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().data.request._id));
    expect(ids.size).toBe(1);
    expect(await naira(accounts.wallet(user.id))).toBe(7000);
    expect(await requestCount(user.id)).toBe(1);
  });

  it('concurrent requests with different keys: one is paid, the others refused', async () => {
    const user = await readyPerson(30_000);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => payPersonal(user, user.id, { payWith: 'WALLET' }, uuidv7())),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await naira(accounts.wallet(user.id))).toBe(25_000);
    expect(await requestCount(user.id)).toBe(1);
  });

  it('by card: the request exists once the payment is applied; points pay for part', async () => {
    const user = await readyPerson(0);
    const res = await payPersonal(user, user.id, { payWith: 'CARD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Complete the payment', data: { request: null } });
    expect(await requestCount(user.id)).toBe(0);
    const back = await payOnSandbox(ctx.app, res.json().data.authorizationUrl);
    expect(back).toContain('/shopper/badge?payment=');
    const paymentId = new URL(back, 'http://oja').searchParams.get('payment');
    await http().patch(`/orders/transaction-order/${paymentId}`, undefined, {
      token: user.accessToken,
    });
    const status = (
      await http().get(`/users/${user.id}/badge/verification`, { token: user.accessToken })
    ).json().data;
    expect(status.request).toMatchObject({ status: 'PENDING', fee: 5000 });
    expect(await naira(accounts.revenue)).toBeGreaterThanOrEqual(5000);
  });
});
