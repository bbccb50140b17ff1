import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, buyAndPay, newShopper, openShop, payOnSandbox } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { credit } from '../payouts/withdrawals.fixtures.ts';

let ctx: TestContext;
let ledger: ReturnType<typeof createLedgerService>;
beforeAll(async () => {
  ctx = await createTestContext((c) => ({
    ...c,
    badges: {
      ...c.badges,
      creatorMinPosts: 2,
      creatorMinFollowers: 2,
      businessMinCompletedOrders: 1,
    },
  }));
  ledger = createLedgerService({ db: ctx.db });
});
afterAll(() => ctx.close());
afterEach(async () => {
  // Every naira that moved is accounted for.
  expect(await ledger.total()).toBe(0n);
});

const http = () => api(ctx.app);
const naira = async (account: string) => Number(await ledger.balance(account)) / 100;

/** E-mail and phone verified, a photo and a bio: a profile the checklist accepts. */
async function completeProfile(user: { id: string }) {
  await ctx.db.execute(
    sql`UPDATE users SET email_verified_at = now(), phone_verified_at = now(),
          avatar_url = '/uploads/avatars/ada.webp', bio = 'Adire maker from Abeokuta'
        WHERE id = ${user.id}`,
  );
}

async function operator(): Promise<Registered> {
  const user = await registerUser(ctx.app, { firstName: 'Halima', lastName: 'Sani' });
  await ctx.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user.id}`);
  return user;
}

async function readyPerson(walletNaira = 6000) {
  const user = await newShopper(ctx.app);
  await completeProfile(user);
  if (walletNaira > 0) await credit(ctx.db, ledger, accounts.wallet(user.id), walletNaira);
  return user;
}

const payPersonal = (
  who: Registered,
  userId = who.id,
  body: object = { payWith: 'WALLET' },
  key?: string,
) =>
  http().post(`/users/${userId}/badge/verification/pay`, body, {
    token: who.accessToken,
    headers: key ? { 'idempotency-key': key } : {},
  });

const requestCount = async (subjectId: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM badge_requests WHERE subject_id = ${subjectId}`,
    )
  ).rows[0]!.n;

const refunds = async (purchaseBuyer: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
          WHERE t.kind = 'VERIFICATION_BADGE_REFUND' AND e.account = ${accounts.wallet(purchaseBuyer)}`,
    )
  ).rows[0]!.n;

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

  it('paid from the wallet: pending, once; approved by an operator, then verified', async () => {
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

    // Not an operator: refused.
    const list = await http().get('/badges/requests?status=PENDING', { token: user.accessToken });
    expect(list.statusCode).toBe(403);
    const selfApprove = await http().put(`/badges/requests/${request._id}/approve`, undefined, {
      token: user.accessToken,
    });
    expect(selfApprove.statusCode).toBe(403);

    const op = await operator();
    const queue = (
      await http().get('/badges/requests?status=PENDING&limit=100', { token: op.accessToken })
    ).json().data;
    expect(queue.results.map((r: { _id: string }) => r._id)).toContain(request._id);
    expect(queue).toMatchObject({ currentPage: 1, perPageLimit: 100 });

    const approved = await http().put(`/badges/requests/${request._id}/approve`, undefined, {
      token: op.accessToken,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'APPROVED' });
    expect(
      (
        await http().put(`/badges/requests/${request._id}/approve`, undefined, {
          token: op.accessToken,
        })
      ).statusCode,
    ).toBe(409);
    const late = await http().put(
      `/badges/requests/${request._id}/reject`,
      { reason: 'Second thoughts' },
      { token: op.accessToken },
    );
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
    const op = await operator();
    expect(
      (
        await http().put(
          `/badges/requests/${request._id}/reject`,
          { reason: '' },
          { token: op.accessToken },
        )
      ).statusCode,
    ).toBe(400);
    const rejects = await Promise.all(
      [1, 2, 3].map(() =>
        http().put(
          `/badges/requests/${request._id}/reject`,
          { reason: 'The photo does not show your face' },
          { token: op.accessToken },
        ),
      ),
    );
    expect(rejects.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rejected = rejects.find((r) => r.statusCode === 200)!.json().data;
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reason: 'The photo does not show your face',
      refunded: true,
    });
    expect(
      (
        await http().put(`/badges/requests/${request._id}/approve`, undefined, {
          token: op.accessToken,
        })
      ).statusCode,
    ).toBe(409);
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
    const admin = await operator();
    const rejected = await http().put(
      `/badges/requests/${request._id}/reject`,
      { reason: 'The photo does not show your face' },
      { token: admin.accessToken },
    );
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

describe('creator badge', () => {
  async function creator() {
    const user = await readyPerson();
    await http().put(`/users/${user.id}/creator`, undefined, { token: user.accessToken });
    return user;
  }
  const request = (who: Registered, userId = who.id) =>
    http().put(
      `/users/${userId}/content-creator/request-verification`,
      { payWith: 'WALLET' },
      { token: who.accessToken },
    );

  it('asks for posts and followers, with the figures; then pays', async () => {
    const user = await creator();
    await http().post(
      '/posts',
      { text: 'New adire prints this week' },
      { token: user.accessToken },
    );
    const refused = await request(user);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().message).sort()).toEqual(['followers', 'posts']);
    expect(refused.json().message.posts).toBe('Publish at least 2 posts (you have 1)');
    const status = (
      await http().get(`/users/${user.id}/badge/verification`, { token: user.accessToken })
    ).json().data;
    expect(status.kind).toBe('CREATOR');
    expect(status.requirements.find((r: { key: string }) => r.key === 'followers')).toMatchObject({
      met: false,
      current: 0,
      target: 2,
    });
    expect(await naira(accounts.wallet(user.id))).toBe(6000);

    await http().post(
      '/posts',
      { text: 'Behind the scenes at the dye pits' },
      { token: user.accessToken },
    );
    for (let i = 0; i < 2; i++) {
      const fan = await newShopper(ctx.app);
      const f = await http().put(`/users/${user.id}/follower/${fan.id}`, undefined, {
        token: fan.accessToken,
      });
      expect(f.statusCode).toBe(200);
    }
    const paid = await request(user);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.request).toMatchObject({
      kind: 'CREATOR',
      status: 'PENDING',
      fee: 5000,
    });
    expect(await naira(accounts.wallet(user.id))).toBe(1000);
  });

  it('shows someone who is not a creator yet what the creator badge would ask, and still refuses to charge it', async () => {
    const person = await readyPerson();
    const fan = await newShopper(ctx.app);
    await http().put(`/users/${person.id}/follower/${fan.id}`, undefined, {
      token: fan.accessToken,
    });
    const as = { token: person.accessToken };
    const today = (await http().get(`/users/${person.id}/badge/verification`, as)).json().data;
    expect(today).toMatchObject({ kind: 'PERSONAL', eligible: true });
    expect(today.requirements.map((r: { key: string }) => r.key)).toEqual([
      'emailVerified',
      'phoneVerified',
      'photo',
      'bio',
    ]);
    const res = await http().get(`/users/${person.id}/badge/verification?kind=CREATOR`, as);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'CREATOR', eligible: false, request: null });
    expect(res.json().data.requirements).toMatchObject([
      { key: 'creator', label: 'Creator on Oja', met: false },
      { key: 'emailVerified', met: true },
      { key: 'phoneVerified', met: true },
      { key: 'photo', met: true },
      { key: 'bio', met: true },
      { key: 'posts', label: 'Active posts', met: false, current: 0, target: 2 },
      { key: 'followers', label: 'Followers', met: false, current: 1, target: 2 },
    ]);
    // Another user's preview is not theirs to read.
    const other = await readyPerson();
    const theirs = await http().get(`/users/${person.id}/badge/verification?kind=CREATOR`, {
      token: other.accessToken,
    });
    expect(theirs.statusCode).toBe(403);
    // Paying for it is still refused, and nothing is charged.
    expect((await request(person)).statusCode).toBe(403);
    expect(await naira(accounts.wallet(person.id))).toBe(6000);
    expect(await requestCount(person.id)).toBe(0);
  });

  it('only for oneself, and only for creators', async () => {
    const user = await creator();
    const other = await readyPerson();
    expect((await request(other, user.id)).statusCode).toBe(403);
    expect((await request(other)).statusCode).toBe(403);
    expect(await naira(accounts.wallet(other.id))).toBe(6000);
  });
});

describe('business badge', () => {
  it('checks the owner, the profile and the orders; pays once checks are met', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    await completeProfile(vendor);
    await credit(ctx.db, ledger, accounts.wallet(vendor.id), 10_000);
    const pay = (who: Registered, id = shop._id) =>
      http().post(
        `/businesses/${id}/badge/verification/pay`,
        { payWith: 'WALLET' },
        { token: who.accessToken },
      );

    const stranger = await readyPerson();
    expect((await pay(stranger)).statusCode).toBe(403);
    expect((await pay(vendor, uuidv7())).statusCode).toBe(404);
    expect(
      (
        await http().get(`/businesses/${shop._id}/badge/verification`, {
          token: stranger.accessToken,
        })
      ).statusCode,
    ).toBe(403);

    const refused = await pay(vendor);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().message).sort()).toEqual([
      'completedOrders',
      'description',
      'logo',
    ]);
    await ctx.db.execute(
      sql`UPDATE businesses SET logo_url = '/uploads/logos/adire.webp', description = 'Hand-dyed adire from Abeokuta' WHERE id = ${shop._id}`,
    );
    const item = await addProduct(ctx.app, vendor, shop._id, { quantity: 5 });
    const buyer = await newShopper(ctx.app);
    const [orderId] = await buyAndPay(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
    for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
      await http().put(`/orders/${orderId}/status`, { status: to }, { token: vendor.accessToken });
    await http().put(
      `/orders/${orderId}/status`,
      { status: 'RECEIVED' },
      { token: buyer.accessToken },
    );

    const status = (
      await http().get(`/businesses/${shop._id}/badge/verification`, { token: vendor.accessToken })
    ).json().data;
    expect(status).toMatchObject({ kind: 'BUSINESS', fee: 10_000, eligible: true, request: null });
    expect(
      status.requirements.find((r: { key: string }) => r.key === 'completedOrders'),
    ).toMatchObject({ met: true, current: 1, target: 1 });

    const paid = await pay(vendor);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.request).toMatchObject({
      kind: 'BUSINESS',
      subjectId: shop._id,
      subjectName: shop.name,
    });
    expect(await naira(accounts.wallet(vendor.id))).toBe(0);
    expect(await naira(accounts.wallet(stranger.id))).toBe(6000);

    const op = await operator();
    const shown = async () => ({
      business: (await http().get(`/businesses/${shop._id}`)).json().data.isVerified,
      card: (await http().get(`/products?productBusinessId=${shop._id}`)).json().data.results[0]
        ?.business.isVerified,
    });
    expect(await shown()).toEqual({ business: false, card: false });
    const requestId = paid.json().data.request._id;
    await http().put(`/badges/requests/${requestId}/approve`, undefined, { token: op.accessToken });
    expect(await shown()).toEqual({ business: true, card: true });
  });
  it('does not count orders the owner placed with their own business', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const item = await addProduct(ctx.app, vendor, shop._id, { quantity: 5 });
    const completedOrders = async () =>
      (
        await http().get(`/businesses/${shop._id}/badge/verification`, {
          token: vendor.accessToken,
        })
      )
        .json()
        .data.requirements.find((r: { key: string }) => r.key === 'completedOrders');
    const receive = async (orderId: string, buyer: Registered) => {
      for (const to of ['ACCEPTED', 'SHIPPED', 'DELIVERED'] as const)
        await http().put(
          `/orders/${orderId}/status`,
          { status: to },
          { token: vendor.accessToken },
        );
      await http().put(
        `/orders/${orderId}/status`,
        { status: 'RECEIVED' },
        { token: buyer.accessToken },
      );
    };
    // A completed order of the owner's own (one placed before checkout refused them): it is
    // received, then made the owner's, as such an order would stand in the database.
    const stand = await newShopper(ctx.app);
    const [own] = await buyAndPay(ctx.app, stand, [{ productId: item._id, count: 1 }]);
    await receive(own!, stand);
    await ctx.db.execute(sql`UPDATE orders SET customer_id = ${vendor.id} WHERE id = ${own!}`);
    expect(await completedOrders()).toMatchObject({ met: false, current: 0, target: 1 });

    // Someone else's completed order counts.
    const buyer = await newShopper(ctx.app);
    const [theirs] = await buyAndPay(ctx.app, buyer, [{ productId: item._id, count: 1 }]);
    await receive(theirs!, buyer);
    expect(await completedOrders()).toMatchObject({ met: true, current: 1, target: 1 });
  });
});
