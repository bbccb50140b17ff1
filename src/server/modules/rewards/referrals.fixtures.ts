import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts } from '../ledger/ledger.public.ts';
import type { Services } from '../../services.ts';
import { addProduct, lagosAddress, openShop, payOnSandbox } from '../../testing/shop.ts';
import { api, registerUser, type Registered, type TestContext } from '../../testing/test-app.ts';

/** The referral API tests' helpers, bound to the test file's own app, database and services. */
export function referralFixtures(world: () => { ctx: TestContext; services: Services }) {
  const http = () => api(world().ctx.app);

  /** A new user and their own referral code. */
  async function referrer(overrides: Record<string, unknown> = {}) {
    const user = await registerUser(world().ctx.app, overrides);
    const me = await http().get('/users/me', { token: user.accessToken });
    return { ...user, code: me.json().data.profile.referralCode as string };
  }

  /** Someone who signed up with the referrer's code. */
  const friendOf = (who: { code: string }, overrides: Record<string, unknown> = {}) =>
    registerUser(world().ctx.app, { referralCode: who.code, ...overrides });

  let shop: Awaited<ReturnType<typeof openShop>> | undefined;
  let item: { _id: string } | undefined;

  /** Buys one item, delivered to `address`, and walks the order to RECEIVED; its id. */
  async function receivedOrder(buyer: Registered, address: Record<string, unknown> = {}) {
    const { app } = world().ctx;
    shop ??= await openShop(app);
    item ??= await addProduct(app, shop.vendor, shop.shop._id, { quantity: 1000 });
    const placed = await http().post(
      '/orders',
      {
        orderDetails: [{ productId: item._id, count: 1 }],
        deliveryAddress: { ...lagosAddress, ...address },
      },
      { token: buyer.accessToken },
    );
    expect(placed.statusCode).toBe(201);
    const { transaction, authorizationUrl } = placed.json().data;
    await payOnSandbox(app, authorizationUrl);
    await http().patch(`/orders/transaction-order/${transaction._id}`, undefined, {
      token: buyer.accessToken,
    });
    const orderId = transaction.orders[0]._id as string;
    const move = (who: Registered, status: string) =>
      http().put(`/orders/${orderId}/status`, { status }, { token: who.accessToken });
    for (const status of ['ACCEPTED', 'SHIPPED', 'DELIVERED'])
      expect((await move(shop.vendor, status)).statusCode).toBe(200);
    expect((await move(buyer, 'RECEIVED')).statusCode).toBe(200);
    return orderId;
  }

  /**
   * A friend whose first order was received before they were known as referred (the referral set
   * afterwards in the database), so a test can deliver that order's news itself: twice, at once,
   * on another day.
   */
  async function unjudgedFriend(of: { id: string }, overrides: Record<string, unknown> = {}) {
    const friend = await registerUser(world().ctx.app, overrides);
    const orderId = await receivedOrder(friend);
    await world().ctx.db.execute(
      sql`UPDATE users SET referred_by_id = ${of.id} WHERE id = ${friend.id}`,
    );
    return { friend, order: { id: orderId, customerId: friend.id } };
  }

  const pointsOf = async (userId: string) =>
    Number((await world().services.ledger.balance(accounts.points(userId))) / 100n);

  /** The user's REFERRAL entries, newest first. */
  const referralEntries = async (who: Registered) =>
    (await http().get('/rewards?rewardTypes=REFERRAL', { token: who.accessToken })).json().data
      .results as { title: string; points: number; status: string }[];

  const listOf = (who: Registered, query = '', as: Registered | null = who) =>
    http().get(`/users/${who.id}/list${query}`, as ? { token: as.accessToken } : {});
  const summaryOf = (who: Registered, as: Registered | null = who) =>
    http().get(`/users/${who.id}/referrals/summary`, as ? { token: as.accessToken } : {});

  /** The referral row of a friend, as stored. */
  async function stored(friendId: string) {
    const { rows } = await world().ctx.db.execute<{ status: string; reason: string | null }>(
      sql`SELECT status, reason FROM referral_rewards WHERE referred_id = ${friendId}`,
    );
    return rows;
  }

  async function supportUser() {
    const support = await registerUser(world().ctx.app);
    await world().ctx.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${support.id}`);
    return support;
  }

  return {
    http,
    referrer,
    friendOf,
    receivedOrder,
    unjudgedFriend,
    pointsOf,
    referralEntries,
    listOf,
    summaryOf,
    stored,
    supportUser,
  };
}
