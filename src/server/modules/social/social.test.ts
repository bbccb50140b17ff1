import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, creator, vendorCreator, publish } = postFixtures(() => ctx);

const follow = (fan: Registered, creatorId: string, on = true) =>
  on
    ? http().put(`/users/${creatorId}/follower/${fan.id}`, undefined, { token: fan.accessToken })
    : http().delete(`/users/${creatorId}/follower/${fan.id}`, { token: fan.accessToken });

describe('creators and their public profiles', () => {
  it('lists creators most followed first, finds them by name or handle, and counts exactly', async () => {
    const quiet = await creator();
    const popular = await creator();
    const fans = await Promise.all([newShopper(ctx.app), newShopper(ctx.app)]);
    for (const fan of fans) {
      const res = await follow(fan, popular.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(`You are now following @${popular.input.handle}`);
    }
    expect((await follow(fans[0]!, popular.id)).json().data).toMatchObject({
      followers: 2,
      followed: true,
    });
    const shopper = await newShopper(ctx.app);

    const list = (await http().get('/users?limit=100')).json().data;
    const handles = list.results.map((c: { handle: string }) => c.handle);
    expect(handles).toContain(quiet.input.handle);
    expect(handles).not.toContain(shopper.input.handle);
    expect(handles.indexOf(popular.input.handle)).toBeLessThan(handles.indexOf(quiet.input.handle));

    const found = (await http().get(`/users?userSearch=${quiet.input.handle}`)).json().data;
    expect(found.results).toMatchObject([{ _id: quiet.id, followers: 0, followed: false }]);
    expect((await http().get('/users?userSearch=%25')).json().data.results).toEqual([]);
  });

  it('shows a profile by handle with the business they run and the posts others may see', async () => {
    const { vendor, shop } = await vendorCreator();
    const shown = (await publish(vendor, { text: 'Open for orders' })).json().data;
    const hidden = (await publish(vendor, { text: 'Draft' })).json().data;
    await http().put(
      `/posts/${hidden._id}/active`,
      { value: false },
      { token: vendor.accessToken },
    );

    const res = await http().get(`/users/social/${vendor.input.handle.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: vendor.id,
      handle: vendor.input.handle,
      creator: true,
      posts: 1,
      businesses: [{ _id: shop._id, handle: shop.handle }],
      postsPage: { results: [{ _id: shown._id }], totalRecords: 1 },
    });
    const own = (
      await http().get(`/users/social/${vendor.input.handle}`, { token: vendor.accessToken })
    ).json().data;
    expect(own.postsPage.totalRecords).toBe(2);
    expect((await http().get('/users/social/nobody_here_at_all')).statusCode).toBe(404);
  });
});

describe('following and confirming', () => {
  it('follows are idempotent, only for oneself, never of oneself', async () => {
    const star = await creator();
    const fan = await newShopper(ctx.app);
    const other = await newShopper(ctx.app);
    await follow(fan, star.id);
    expect((await follow(fan, star.id)).json().data.followers).toBe(1);
    const forOther = await http().put(`/users/${star.id}/follower/${other.id}`, undefined, {
      token: fan.accessToken,
    });
    expect(forOther.statusCode).toBe(403);
    expect((await follow(star, star.id)).statusCode).toBe(400);
    expect((await follow(fan, '0190a0a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await http().put(`/users/${star.id}/follower/${fan.id}`)).statusCode).toBe(401);
    const off = await follow(fan, star.id, false);
    expect(off.json()).toMatchObject({ data: { followers: 0, followed: false } });
    expect((await follow(fan, star.id, false)).json().data.followers).toBe(0);
  });

  it('confirms follows and likes of every kind, and lists the businesses a user follows', async () => {
    const { vendor, shop, product } = await vendorCreator();
    const post = (await publish(vendor, { text: 'New stock' })).json().data;
    const fan = await newShopper(ctx.app);
    const as = { token: fan.accessToken };
    const confirm = async (entityId: string, type: string, entityType: string) =>
      (
        await http().get(
          `/users/${fan.id}/confirm/${entityId}/follow-like?type=${type}&entityType=${entityType}`,
          as,
        )
      ).json().data.value;

    expect(await confirm(shop._id, 'follow', 'business')).toBe(false);
    await http().put(`/businesses/${shop._id}/follower/${fan.id}`, undefined, as);
    await http().post(`/products/${product._id}/like`, undefined, as);
    await http().post(`/posts/${post._id}/like`, undefined, as);
    await follow(fan, vendor.id);
    expect(await confirm(shop._id, 'FOLLOW', 'BUSINESS')).toBe(true);
    expect(await confirm(product._id, 'LIKE', 'PRODUCT')).toBe(true);
    expect(await confirm(post._id, 'LIKE', 'POST')).toBe(true);
    expect(await confirm(vendor.id, 'FOLLOW', 'USER')).toBe(true);
    expect(await confirm(shop._id, 'LIKE', 'BUSINESS')).toBe(false);
    expect(await confirm(post._id, 'FOLLOW', 'POST')).toBe(false);

    const bad = await http().get(
      `/users/${fan.id}/confirm/${post._id}/follow-like?type=LOVE&entityType=POST`,
      as,
    );
    expect(bad.statusCode).toBe(400);
    const someoneElse = await http().get(
      `/users/${vendor.id}/confirm/${post._id}/follow-like?type=LIKE&entityType=POST`,
      as,
    );
    expect(someoneElse.statusCode).toBe(403);

    const following = (await http().get(`/users/${fan.id}/following-businesses`, as)).json().data;
    expect(following.results.map((b: { _id: string }) => b._id)).toEqual([shop._id]);
    expect((await http().get(`/users/${vendor.id}/following-businesses`, as)).statusCode).toBe(403);
  });
});
