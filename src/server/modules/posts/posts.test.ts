import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from './posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, creator, vendorCreator, publish } = postFixtures(() => ctx);

const storedPosts = async (authorId: string) =>
  (
    await ctx.db.execute(
      sql`SELECT id, text, photos, is_shoppable FROM posts WHERE author_id = ${authorId}`,
    )
  ).rows;

describe('becoming a creator and posting', () => {
  it('a creator posts a photo tagging a product of their shop, and anyone can read it', async () => {
    const { vendor, shop, product, photo } = await vendorCreator();
    const me = (await http().get('/users/me', { token: vendor.accessToken })).json().data;
    expect(me.hasPost).toBe(true);

    const res = await publish(vendor, {
      text: '  New indigo adire, hand-dyed in Abeokuta  ',
      photos: [photo],
      productIds: [product._id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Post created successfully',
      data: {
        text: 'New indigo adire, hand-dyed in Abeokuta',
        photos: [photo],
        author: { _id: vendor.id, name: 'Chioma Eze', handle: vendor.input.handle },
        products: [{ _id: product._id, name: 'Indigo adire', unitPrice: 10_000, resaleId: null }],
        active: true,
        pin: false,
        likes: 0,
        comments: 0,
        liked: false,
      },
    });
    expect(res.json().data.products[0].business).toMatchObject({ handle: shop.handle });

    // A visitor reads it, alone and in the feeds.
    const id = res.json().data._id;
    const visitor = await http().get(`/posts/${id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.liked).toBe(false);
    const feed = (await http().get(`/posts?postByUserIds=${vendor.id}`)).json().data;
    expect(feed.results.map((p: { _id: string }) => p._id)).toEqual([id]);
    const market = (await http().get('/posts/marketplace?limit=100')).json().data;
    expect(market.results.map((p: { _id: string }) => p._id)).toContain(id);
  });

  it('refuses a user who is not a creator, and writes nothing', async () => {
    const user = await newShopper(ctx.app);
    const res = await publish(user, { text: 'Hello Lagos' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Become a creator to publish posts',
    });
    expect(await storedPosts(user.id)).toEqual([]);
    // Only the account's owner can make it a creator.
    const other = await newShopper(ctx.app);
    const forOther = await http().put(`/users/${user.id}/creator`, undefined, {
      token: other.accessToken,
    });
    expect(forOther.statusCode).toBe(403);
    expect((await http().put(`/users/${user.id}/creator`)).statusCode).toBe(401);
  });

  it('tags only products of the author’s shop or that they resell, with the resale', async () => {
    const author = await creator();
    const { vendor, shop } = await openShop(ctx.app);
    const resold = await addProduct(ctx.app, vendor, shop._id, {
      name: 'Aso-oke gele',
      resaleAllowed: true,
      affiliateCommission: 10,
    });
    const notResold = await addProduct(ctx.app, vendor, shop._id, { name: 'Coral beads' });
    const resale = await http().post(
      '/products/resell',
      { productId: resold._id },
      { token: author.accessToken },
    );
    expect(resale.statusCode).toBe(201);

    const refused = await publish(author, {
      text: 'My picks',
      productIds: [resold._id, notResold._id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({
      productIds: 'Tag only products of your own shop or products you resell',
    });
    expect(await storedPosts(author.id)).toEqual([]);

    const res = await publish(author, { text: 'My pick of the week', productIds: [resold._id] });
    expect(res.statusCode).toBe(201);
    const [tag] = res.json().data.products;
    expect(tag).toMatchObject({ _id: resold._id, name: 'Aso-oke gele' });
    expect(tag.resaleId).toEqual(expect.any(String));
  });

  it('answers bad posts with the field at fault', async () => {
    const { vendor, photo } = await vendorCreator();
    const cases: [object, string][] = [
      [{}, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ text: 'Too many', photos: Array(11).fill(photo) }, 'photos'],
      [{ text: 'Not ours', photos: ['https://tracker.example/p.gif'] }, 'photos'],
      [{ text: 'Bad id', productIds: ['not-an-id'] }, 'productIds.0'],
    ];
    for (const [body, field] of cases) {
      const res = await publish(vendor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().message), JSON.stringify(body)).toContain(field);
    }
    expect(await storedPosts(vendor.id)).toEqual([]);
  });
});

describe('changing a post', () => {
  it('the author edits, pins and hides their post; hidden ones are theirs alone', async () => {
    const { vendor, product, photo } = await vendorCreator();
    const first = (await publish(vendor, { text: 'First', photos: [photo] })).json().data;
    const second = (await publish(vendor, { text: 'Second' })).json().data;
    const token = { token: vendor.accessToken };

    const edited = await http().patch(
      `/posts/${first._id}`,
      { text: 'First, now shoppable', productIds: [product._id] },
      token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Post updated successfully',
      data: { text: 'First, now shoppable', photos: [photo], products: [{ _id: product._id }] },
    });

    // Pinned first on the author's list, newest first otherwise.
    const order = async () =>
      (await http().get(`/posts?postByUserIds=${vendor.id}`))
        .json()
        .data.results.map((p: { _id: string }) => p._id);
    expect(await order()).toEqual([second._id, first._id]);
    const pinned = await http().put(`/posts/${first._id}/pin`, { value: true }, token);
    expect(pinned.json().data.pin).toBe(true);
    expect(await order()).toEqual([first._id, second._id]);

    // Hidden: gone for others, still the author's.
    const hidden = await http().put(`/posts/${first._id}/active`, undefined, token);
    expect(hidden.json().data.active).toBe(false);
    expect((await http().get(`/posts/${first._id}`)).statusCode).toBe(404);
    expect(await order()).toEqual([second._id]);
    const market = (await http().get('/posts/marketplace?limit=100')).json().data.results;
    expect(market.map((p: { _id: string }) => p._id)).not.toContain(first._id);
    expect((await http().get(`/posts/${first._id}`, token)).statusCode).toBe(200);
    const own = (await http().get(`/posts?postByUserIds=${vendor.id}`, token)).json().data;
    expect(own.results).toHaveLength(2);
  });

  it('a post reads as edited only once its author changed what it says', async () => {
    const { vendor, product, photo } = await vendorCreator();
    const created = await publish(vendor, {
      text: 'Fresh',
      photos: [photo],
      productIds: [product._id],
    });
    expect(created.json().data).toMatchObject({ edited: false });
    expect(created.json().data.updatedAt).toBe(created.json().data.createdAt);
    const id = created.json().data._id;
    const token = { token: vendor.accessToken };
    const fan = await newShopper(ctx.app);

    // Likes, views, pins, hiding and who may see it are not edits.
    await http().post(`/posts/${id}/like`, undefined, { token: fan.accessToken });
    await http().post(`/posts/${id}/views`, { type: 'VIEW' }, { token: fan.accessToken });
    await http().put(`/posts/${id}/pin`, { value: true }, token);
    await http().put(`/posts/${id}/active`, { value: false }, token);
    await http().put(`/posts/${id}/active`, { value: true }, token);
    await http().patch(`/posts/${id}`, { subscribersOnly: false }, token);
    const untouched = (await http().get(`/posts/${id}`)).json().data;
    expect(untouched).toMatchObject({ edited: false, likes: 1, pin: true });
    expect(untouched.updatedAt).toBe(untouched.createdAt);

    // A stranger's attempt changes nothing.
    const stranger = await creator();
    const refused = await http().patch(
      `/posts/${id}`,
      { text: 'Mine' },
      { token: stranger.accessToken },
    );
    expect(refused.statusCode).toBe(403);
    expect((await http().get(`/posts/${id}`)).json().data.edited).toBe(false);

    const changed = await http().patch(`/posts/${id}`, { text: 'Fresh, and cheaper' }, token);
    expect(changed.json().data).toMatchObject({ text: 'Fresh, and cheaper', edited: true });
    expect(Date.parse(changed.json().data.updatedAt)).toBeGreaterThan(
      Date.parse(changed.json().data.createdAt),
    );
    // Retagging alone is an edit too.
    const other = await publish(vendor, { text: 'Tag later' });
    const retagged = await http().patch(
      `/posts/${other.json().data._id}`,
      { productIds: [product._id] },
      token,
    );
    expect(retagged.json().data.edited).toBe(true);
  });

  it('refuses another user’s changes and an empty post, and finds posts by their words', async () => {
    const { vendor, photo } = await vendorCreator();
    const post = (await publish(vendor, { text: 'Ofada rice 50% off', photos: [photo] })).json()
      .data;
    const stranger = await creator();
    const as = { token: stranger.accessToken };
    expect((await http().patch(`/posts/${post._id}`, { text: 'Mine now' }, as)).statusCode).toBe(
      403,
    );
    expect((await http().put(`/posts/${post._id}/pin`, undefined, as)).statusCode).toBe(403);
    expect((await http().put(`/posts/${post._id}/active`, undefined, as)).statusCode).toBe(403);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    expect((await http().patch(`/posts/${unknown}`, { text: 'x' }, as)).statusCode).toBe(404);
    expect((await http().patch(`/posts/${post._id}`, {}, as)).statusCode).toBe(400);
    const emptied = await http().patch(
      `/posts/${post._id}`,
      { text: '', photos: [] },
      { token: vendor.accessToken },
    );
    expect(emptied.statusCode).toBe(400);
    expect(await storedPosts(vendor.id)).toMatchObject([{ text: 'Ofada rice 50% off' }]);

    // `%` in a search is a percent sign, not a wildcard.
    const found = (await http().get('/posts?postSearch=50%25')).json().data.results;
    expect(found.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    expect((await http().get('/posts?postSearch=50%25off')).json().data.results).toEqual([]);
  });
});

describe('likes', () => {
  it('likes and unlikes are idempotent, and the viewer sees their own like', async () => {
    const { vendor } = await vendorCreator();
    const post = (await publish(vendor, { text: 'Like me' })).json().data;
    const fan = await newShopper(ctx.app);
    const as = { token: fan.accessToken };
    expect((await http().post(`/posts/${post._id}/like`)).statusCode).toBe(401);
    await http().post(`/posts/${post._id}/like`, undefined, as);
    const twice = await http().post(`/posts/${post._id}/like`, undefined, as);
    expect(twice.json().data).toMatchObject({ likes: 1, liked: true });
    expect((await http().get(`/posts/${post._id}`)).json().data).toMatchObject({
      likes: 1,
      liked: false,
    });
    await http().post(`/posts/${post._id}/unlike`, undefined, as);
    const again = await http().post(`/posts/${post._id}/unlike`, undefined, as);
    expect(again.json().data).toMatchObject({ likes: 0, liked: false });
  });

  it('counts 50 likes at once exactly, and nobody likes a hidden post', async () => {
    const { vendor } = await vendorCreator();
    const post = (await publish(vendor, { text: 'Popular' })).json().data;
    const fans = await Promise.all(Array.from({ length: 50 }, () => newShopper(ctx.app)));
    const answers = await Promise.all(
      fans.map((f) => http().post(`/posts/${post._id}/like`, undefined, { token: f.accessToken })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const stored = await ctx.db.execute(
      sql`SELECT like_count, (SELECT count(*)::int FROM post_likes WHERE post_id = ${post._id}) AS likes
          FROM posts WHERE id = ${post._id}`,
    );
    expect(stored.rows[0]).toEqual({ like_count: 50, likes: 50 });

    await http().put(`/posts/${post._id}/active`, { value: false }, { token: vendor.accessToken });
    const late = await newShopper(ctx.app);
    const res = await http().post(`/posts/${post._id}/like`, undefined, {
      token: late.accessToken,
    });
    expect(res.statusCode).toBe(404);
  });
});
