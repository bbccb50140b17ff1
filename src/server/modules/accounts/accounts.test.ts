import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAndPay, newShopper } from '../../testing/shop.ts';
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

const login = (who: Registered, password = who.input.password) =>
  http().post('/users/login', { username: who.input.email, password });
const suspend = (token: string, userId: string, reason = 'Sold fake phones to several buyers') =>
  http().post(`/console/accounts/${userId}/suspend`, { reason }, { token });
const restore = (token: string, userId: string, reason = 'Appeal accepted after checks') =>
  http().post(`/console/accounts/${userId}/restore`, { reason }, { token });
const storesListed = async (q: string) =>
  (
    (await http().get(`/businesses?search=${encodeURIComponent(q)}`)).json().data.results as {
      _id: string;
    }[]
  ).map((b) => b._id);

describe('suspending an account', () => {
  it('a suspended vendor is signed out, cannot log in, and their store and posts are hidden until restored', async () => {
    const { vendor, shop } = await vendorCreator();
    const post = (await publish(vendor, { text: 'Brand new iPhones at half price' })).json().data;
    const content = await staffMember('content');
    expect(await storesListed(shop.name)).toContain(shop._id);

    const res = await suspend(content.token, vendor.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Account suspended: it is signed out everywhere and its stores and posts are hidden',
      data: {
        suspended: true,
        suspendedReason: 'Sold fake phones to several buyers',
        stores: [{ id: shop._id, active: false }],
      },
    });

    // Signed out at once; the right password is told why, a wrong one learns nothing.
    expect((await http().get('/users/me', { token: vendor.accessToken })).statusCode).toBe(401);
    const refused = await login(vendor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(refused.json().message).toContain('Sold fake phones to several buyers');
    expect((await login(vendor, 'not-the-password-1')).json().code).toBe('INVALID_CREDENTIALS');
    // The store is gone from search and its page; the post is gone.
    expect(await storesListed(shop.name)).not.toContain(shop._id);
    expect((await http().get(`/businesses/${shop._id}`)).statusCode).toBe(404);
    expect((await http().get(`/posts/${post._id}`)).statusCode).toBe(404);
    expect(await auditOf(vendor.id)).toEqual([
      {
        action: 'account.suspend',
        reason: 'Sold fake phones to several buyers',
        before: { suspended: false },
        after: { suspended: true, storesHidden: [shop._id], postsHidden: 1, ordersRefunded: 0 },
      },
    ]);

    const back = await restore(content.token, vendor.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ suspended: false, stores: [{ active: true }] });
    expect((await login(vendor)).statusCode).toBe(200);
    expect(await storesListed(shop.name)).toContain(shop._id);
    expect((await http().get(`/posts/${post._id}`)).statusCode).toBe(200);
    expect((await auditOf(vendor.id)).map((a) => a.action)).toEqual([
      'account.suspend',
      'account.restore',
    ]);
  });

  it('the buyers of orders nobody accepted are refunded; accepted orders still complete', async () => {
    const { vendor, product } = await vendorCreator();
    const [waiting, accepted] = [await newShopper(ctx.app), await newShopper(ctx.app)];
    const [waitingOrder] = await buyAndPay(ctx.app, waiting, [
      { productId: product._id, count: 1 },
    ]);
    const [acceptedOrder] = await buyAndPay(ctx.app, accepted, [
      { productId: product._id, count: 1 },
    ]);
    await http().put(
      `/orders/${acceptedOrder}/status`,
      { status: 'ACCEPTED' },
      {
        token: vendor.accessToken,
      },
    );
    const content = await staffMember('content');
    expect((await suspend(content.token, vendor.id)).statusCode).toBe(200);
    const statusOf = async (who: Registered, id: string) =>
      (await http().get(`/orders/${id}`, { token: who.accessToken })).json().data;
    const refunded = await statusOf(waiting, waitingOrder!);
    expect(refunded).toMatchObject({ status: 'REJECTED', refunded: refunded.totalAmount });
    expect((await statusOf(accepted, acceptedOrder!)).status).toBe('ACCEPTED');
    expect((await auditOf(vendor.id))[0]!.after).toMatchObject({ ordersRefunded: 1 });
  });

  it('restoring shows only what the suspension hid, not a store its owner had closed', async () => {
    const { vendor, shop } = await vendorCreator();
    await http().put(
      `/businesses/${shop._id}/active`,
      { value: false },
      {
        token: vendor.accessToken,
      },
    );
    const content = await staffMember('content');
    await suspend(content.token, vendor.id);
    const back = (await restore(content.token, vendor.id)).json().data;
    expect(back.stores).toEqual([expect.objectContaining({ id: shop._id, active: false })]);
  });

  it('refuses twice, staff, oneself, a bad reason, and whoever lacks the permission', async () => {
    const shopper = await newShopper(ctx.app);
    const content = await staffMember('content');
    const finance = await staffMember('finance');
    expect((await suspend(content.token, shopper.id, 'no')).json().message).toEqual({
      reason: 'Say why (5 characters or more): the account’s owner is told',
    });
    // Finance may look but not suspend; a shopper may do neither.
    expect(
      (await http().get(`/console/accounts/${shopper.id}`, { token: finance.token })).statusCode,
    ).toBe(200);
    expect((await suspend(finance.token, shopper.id)).statusCode).toBe(403);
    expect((await suspend(shopper.accessToken, content.user.id)).statusCode).toBe(403);
    expect((await suspend(content.token, finance.user.id)).statusCode).toBe(409);
    expect((await suspend(content.token, content.user.id)).statusCode).toBe(400);
    expect((await restore(content.token, shopper.id)).statusCode).toBe(409);
    expect((await suspend(content.token, shopper.id)).statusCode).toBe(200);
    expect((await suspend(content.token, shopper.id)).statusCode).toBe(409);
    expect((await suspend(content.token, '0190f0f0-0000-7000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await auditOf(shopper.id)).map((a) => a.action)).toEqual(['account.suspend']);
  });

  it('two staff suspending at once: one suspension, one record', async () => {
    const shopper = await newShopper(ctx.app);
    const [a, b] = [await staffMember('content'), await staffMember('admin')];
    const codes = (await Promise.all([suspend(a.token, shopper.id), suspend(b.token, shopper.id)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await auditOf(shopper.id)).toHaveLength(1);
  });
});

describe('finding an account', () => {
  it('finds people by e-mail, @handle or a store they own, with their orders, money and reports', async () => {
    const { vendor, shop } = await vendorCreator();
    const support = await staffMember('support');
    const find = async (q: string) =>
      (await http().get(`/console/accounts?q=${encodeURIComponent(q)}`, { token: support.token }))
        .json()
        .data.results.map((a: { id: string }) => a.id);
    expect(await find(vendor.input.email as string)).toEqual([vendor.id]);
    expect(await find(`@${vendor.input.handle as string}`)).toContain(vendor.id);
    expect(await find(shop.handle)).toContain(vendor.id);
    const short = await http().get('/console/accounts?q=a', { token: support.token });
    expect(short.statusCode).toBe(400);

    const detail = (
      await http().get(`/console/accounts/${vendor.id}`, { token: support.token })
    ).json().data;
    expect(detail).toMatchObject({
      id: vendor.id,
      suspended: false,
      stores: [{ id: shop._id, name: shop.name, active: true }],
      orders: { placed: 0, spent: 0, received: 0, open: 0 },
      walletBalance: 0,
      storeBalance: 0,
      reports: { items: 0, open: 0 },
      staffRoles: [],
      history: [],
    });
    const own = (
      await http().get(`/console/accounts/${support.user.id}`, { token: support.token })
    ).json().data;
    expect(own.staffRoles).toEqual(['support']);
  });
});
