import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyAndPay, newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, creator, vendorCreator, publish } = postFixtures(() => ctx);
const as = (u: Registered) => ({ token: u.accessToken });
const named = (first: string) =>
  newShopper(ctx.app).then(async (u) => {
    await http().put(`/users/${u.id}`, { firstName: first, lastName: 'Bello' }, as(u));
    return u;
  });
const listOf = async (u: Registered, query = '') => {
  const res = await http().get(`/users/notifications${query}`, as(u));
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const unread = async (u: Registered) =>
  (await http().get('/users/notifications/unread-count', as(u))).json().data.count as number;

async function aPost(author: Registered) {
  const res = await publish(author, { text: 'New adire just landed' });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

describe('notifications of likes, follows and comments', () => {
  it('groups likes of one post: "Ada, Tunde & 3 others liked your post", latest first', async () => {
    const author = await creator();
    const postId = await aPost(author);
    const fans = [];
    for (const first of ['Kemi', 'Bisi', 'Femi', 'Tunde', 'Ada']) {
      const fan = await named(first);
      expect((await http().post(`/posts/${postId}/like`, undefined, as(fan))).statusCode).toBe(200);
      fans.push(fan);
    }
    const page = await listOf(author);
    expect(page.totalRecords).toBe(1);
    expect(page.results[0]).toMatchObject({
      entityType: 'post',
      entityId: postId,
      type: 'like',
      accountCount: 5,
      title: 'Ada Bello, Tunde Bello & 3 others liked your post',
      link: `/post/${postId}`,
      read: false,
    });
    expect(page.results[0].accounts.map((a: { userHandle: string }) => a.userHandle)).toEqual(
      [fans[4], fans[3], fans[2]].map((f) => f!.input.handle),
    );
    expect(await unread(author)).toBe(1);

    // Taking a like back takes the account out; a like again counts once.
    await http().post(`/posts/${postId}/unlike`, undefined, as(fans[4]!));
    expect((await listOf(author)).results[0]).toMatchObject({
      accountCount: 4,
      title: 'Tunde Bello, Femi Bello & 2 others liked your post',
    });
    await http().post(`/posts/${postId}/like`, undefined, as(fans[4]!));
    await http().post(`/posts/${postId}/like`, undefined, as(fans[4]!));
    expect((await listOf(author)).results[0].accountCount).toBe(5);
  });

  it('says who followed, who commented and who replied, each with the page it opens', async () => {
    const author = await creator();
    const postId = await aPost(author);
    const ada = await named('Ada');
    await http().put(`/users/${author.id}/follower/${ada.id}`, undefined, as(ada));
    const comment = await http().post(
      '/comments',
      { entityType: 'POST', entityId: postId, text: 'How much for the blue one?' },
      as(ada),
    );
    expect(comment.statusCode).toBe(201);
    const reply = await http().post(
      '/comments',
      {
        entityType: 'POST',
        entityId: postId,
        parentId: comment.json().data._id,
        text: 'Twelve thousand naira',
      },
      as(author),
    );
    expect(reply.statusCode).toBe(201);

    const titles = (await listOf(author)).results.map((n: { title: string; link: string }) => [
      n.title,
      n.link,
    ]);
    expect(titles).toEqual([
      ['Ada Bello commented on your post', `/post/${postId}`],
      ['Ada Bello started following you', `/u/${ada.input.handle}`],
    ]);
    expect((await listOf(ada)).results.map((n: { title: string }) => n.title)).toEqual([
      `${author.input.firstName} ${author.input.lastName} replied to your comment`,
    ]);
    // Acting on your own things tells nobody.
    await http().post(`/posts/${postId}/like`, undefined, as(author));
    expect((await listOf(author)).totalRecords).toBe(2);
  });

  it('tells a seller of a new customer and keeps order notices with their pages', async () => {
    const { vendor, shop, product } = await vendorCreator();
    const buyer = await named('Ngozi');
    await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 1 }]);
    await buyAndPay(ctx.app, buyer, [{ productId: product._id, count: 1 }]);
    // The sandbox's webhook may apply a payment before the verify call does; then its notices
    // are written right after that request's commit, while the verify call has already answered.
    await expect
      .poll(async () =>
        (await listOf(vendor)).results.filter((n: { type: string }) => n.type === 'order_new'),
      )
      .toHaveLength(2);
    const seller = (await listOf(vendor)).results;
    expect(seller.filter((n: { type: string }) => n.type === 'customer')).toEqual([
      expect.objectContaining({
        title: `Ngozi Bello placed a first order with ${shop.name}`,
        link: `/vendor/${shop._id}/orders`,
      }),
    ]);
    const mine = (await listOf(buyer)).results;
    const paid = mine.find((n: { type: string }) => n.type === 'order_paid');
    expect(paid.link).toMatch(/^\/shopper\/my-order\/[0-9a-f-]{36}$/);
    expect(paid.body).toContain('We hold it safely');
  });
});

describe('reading notifications', () => {
  it('marks one or all read, counts unread, and pages newest first', async () => {
    const author = await creator();
    for (let i = 0; i < 3; i++) {
      const fan = await named('Sade');
      await http().put(`/users/${author.id}/follower/${fan.id}`, undefined, as(fan));
      const postId = await aPost(author);
      await http().post(`/posts/${postId}/like`, undefined, as(fan));
    }
    // Follows of one person on one day are one notification; each post's like its own.
    expect(await unread(author)).toBe(4);
    const first = await listOf(author, '?page=1&limit=3');
    expect(first).toMatchObject({ totalRecords: 4, totalPages: 2, nextPage: 2 });
    const second = await listOf(author, '?page=2&limit=3');
    expect(second.results).toHaveLength(1);

    const one = first.results[0]._id;
    const read = await http().put(`/users/notifications/${one}/read`, undefined, as(author));
    expect(read.json().data.count).toBe(3);
    expect((await listOf(author)).results[0]).toMatchObject({ _id: one, read: true });
    await http().put('/users/notifications/read', undefined, as(author));
    expect(await unread(author)).toBe(0);
  });

  it('never shows or changes another user’s notifications', async () => {
    const author = await creator();
    const postId = await aPost(author);
    const fan = await named('Ada');
    await http().post(`/posts/${postId}/like`, undefined, as(fan));
    const theirs = (await listOf(author)).results[0]._id;

    const stranger = await newShopper(ctx.app);
    expect((await listOf(stranger)).totalRecords).toBe(0);
    const res = await http().put(`/users/notifications/${theirs}/read`, undefined, as(stranger));
    expect(res.statusCode).toBe(404);
    expect(await unread(author)).toBe(1);
    expect((await http().get('/users/notifications')).statusCode).toBe(401);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const user = await newShopper(ctx.app);
    for (const query of ['?page=0', '?limit=101', '?page=abc']) {
      const res = await http().get(`/users/notifications${query}`, as(user));
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await http().put('/users/notifications/not-an-id/read', undefined, as(user));
    expect(res.statusCode).toBe(400);
  });

  it('announces each new notification to the owner’s live streams', async () => {
    const author = await creator();
    const postId = await aPost(author);
    const fan = await named('Ada');
    await http().post(`/posts/${postId}/like`, undefined, as(fan));
    const { rows } = await ctx.db.execute<{ kind: string }>(
      sql`SELECT kind FROM live_events WHERE user_id = ${author.id} ORDER BY id`,
    );
    expect(rows.map((r) => r.kind)).toEqual(['notification']);
  });
});
