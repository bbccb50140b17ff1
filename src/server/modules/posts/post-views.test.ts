import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import {
  givePictures,
  type Registered,
  createTestContext,
  type TestContext,
} from '../../testing/test-app.ts';
import { postFixtures } from './posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, creator, vendorCreator, publish } = postFixtures(() => ctx);

/** A creator with a video and its poster uploaded. */
async function videoCreator() {
  const author = await creator();
  const video = { url: `/uploads/v/${author.id}.mp4`, poster: `/uploads/v/${author.id}.webp` };
  await givePictures(ctx.db, author, [video.url, video.poster]);
  return { author, video };
}

const view = (who: Registered, postId: string, type: string) =>
  http().post(`/posts/${postId}/views`, { type }, { token: who.accessToken });

const interactions = async (where: { entityId?: string; ownerId?: string }) =>
  (
    await ctx.db.execute(
      sql`SELECT user_id, entity_type, type, owner_id FROM interactions
          WHERE ${where.entityId ? sql`entity_id = ${where.entityId}` : sql`owner_id = ${where.ownerId!}`}
          ORDER BY id`,
    )
  ).rows;

describe('video posts', () => {
  it('a creator posts one video with its poster; others see it', async () => {
    const { author, video } = await videoCreator();
    const res = await publish(author, { text: 'How we dye adire', video });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ video, photos: [], views: 0, watches: 0 });
    const seen = (await http().get(`/posts/${res.json().data._id}`)).json().data;
    expect(seen.video).toEqual(video);

    const words = (await publish(author, { text: 'Words only' })).json().data;
    expect(words.video).toBeNull();
    // A video alone is a post too, and the video can be taken off later.
    const alone = await publish(author, { video });
    expect(alone.statusCode).toBe(201);
    const off = await http().patch(
      `/posts/${alone.json().data._id}`,
      { video: null, text: 'Now words' },
      { token: author.accessToken },
    );
    expect(off.json().data).toMatchObject({ video: null, text: 'Now words' });
  });

  it('refuses photos with a video, a video not uploaded by the author, and a poster that is not a picture', async () => {
    const { vendor, photo } = await vendorCreator();
    const video = { url: `/uploads/v/${vendor.id}.mp4`, poster: photo };
    await givePictures(ctx.db, vendor, [video.url]);
    const as = { token: vendor.accessToken };
    const before = (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM posts`)).rows[0];

    const both = await publish(vendor, { text: 'x', photos: [photo], video });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toEqual({ video: 'A post has photos or one video, not both' });
    const { author: other, video: theirs } = await videoCreator();
    const stolen = await publish(vendor, { text: 'x', video: theirs });
    expect(stolen.json().message).toEqual({ video: 'Upload the video to Oja first' });
    const notVideo = await publish(vendor, { text: 'x', video: { url: photo, poster: photo } });
    expect(notVideo.json().message).toEqual({ video: 'Upload the video to Oja first' });
    const badPoster = await publish(vendor, {
      text: 'x',
      video: { url: video.url, poster: video.url },
    });
    expect(badPoster.json().message).toEqual({ video: 'Upload the poster picture to Oja first' });
    expect((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM posts`)).rows[0]).toEqual(
      before,
    );

    // Adding a video to a post with photos, or photos to a video post, is refused too.
    const withPhoto = (await publish(vendor, { text: 'Photo post', photos: [photo] })).json().data;
    const add = await http().patch(`/posts/${withPhoto._id}`, { video }, as);
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toEqual({ video: 'A post has photos or one video, not both' });
    const swapped = await http().patch(`/posts/${withPhoto._id}`, { video, photos: [] }, as);
    expect(swapped.json().data).toMatchObject({ video, photos: [] });
    const back = await http().patch(`/posts/${withPhoto._id}`, { photos: [photo] }, as);
    expect(back.statusCode).toBe(400);
    expect(other.id).not.toBe(vendor.id);
  });
});

describe('views and watches', () => {
  it('counts each signed-in user once a day per kind, exactly under concurrency', async () => {
    const { author, video } = await videoCreator();
    const post = (await publish(author, { text: 'Watch me', video })).json().data;
    const fans = await Promise.all(Array.from({ length: 20 }, () => newShopper(ctx.app)));
    const answers = await Promise.all(
      fans.flatMap((f) => [
        view(f, post._id, 'VIEW'),
        view(f, post._id, 'VIEW'),
        view(f, post._id, 'WATCH'),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    const seen = (await http().get(`/posts/${post._id}`)).json().data;
    expect(seen).toMatchObject({ views: 20, watches: 20 });
    const stored = await ctx.db.execute(
      sql`SELECT view_count, watch_count,
            (SELECT count(*)::int FROM post_views WHERE post_id = ${post._id}) AS rows
          FROM posts WHERE id = ${post._id}`,
    );
    expect(stored.rows[0]).toEqual({ view_count: 20, watch_count: 20, rows: 40 });

    // The next day counts again; the author's own views never count.
    await ctx.db.execute(
      sql`UPDATE post_views SET day = day - 1 WHERE post_id = ${post._id} AND user_id = ${fans[0]!.id}`,
    );
    expect((await view(fans[0]!, post._id, 'VIEW')).json().data.views).toBe(21);
    expect((await view(author, post._id, 'WATCH')).json().data.watches).toBe(20);
    const recorded = await interactions({ entityId: post._id });
    expect(recorded).toHaveLength(41);
    expect(recorded.every((r) => r.owner_id === author.id)).toBe(true);
  });

  it('refuses a watch of a post without video, visitors, bad kinds and posts others cannot see', async () => {
    const author = await creator();
    const post = (await publish(author, { text: 'Words' })).json().data;
    const fan = await newShopper(ctx.app);
    const watch = await view(fan, post._id, 'WATCH');
    expect(watch.statusCode).toBe(400);
    expect(watch.json().message).toEqual({ type: 'Only a video post can be watched' });
    expect((await http().post(`/posts/${post._id}/views`, { type: 'VIEW' })).statusCode).toBe(401);
    expect((await view(fan, post._id, 'LISTEN')).statusCode).toBe(400);
    await http().put(`/posts/${post._id}/active`, { value: false }, { token: author.accessToken });
    expect((await view(fan, post._id, 'VIEW')).statusCode).toBe(404);
    const stored = await ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM post_views WHERE post_id = ${post._id}`,
    );
    expect(stored.rows[0]).toEqual({ n: 0 });
  });
});

describe('the interactions record', () => {
  it('is written with each like (of a post, comment, business or product), comment, reply and follow, and taken back with unlikes and unfollows', async () => {
    const { vendor, shop, product } = await vendorCreator();
    const post = (await publish(vendor, { text: 'Tell me what you think' })).json().data;
    const fan = await newShopper(ctx.app);
    const friend = await newShopper(ctx.app);
    const as = { token: fan.accessToken };

    await http().post(`/posts/${post._id}/like`, undefined, as);
    await http().post(`/posts/${post._id}/like`, undefined, as);
    const comment = (
      await http().post('/comments', { entityType: 'POST', entityId: post._id, text: 'Lovely' }, as)
    ).json().data;
    const reply = await http().post(
      '/comments',
      { entityType: 'POST', entityId: post._id, parentId: comment._id, text: 'Agreed' },
      { token: friend.accessToken },
    );
    expect(reply.statusCode).toBe(201);
    await http().post(`/comments/${comment._id}/like`, {}, { token: friend.accessToken });
    await http().put(`/users/${vendor.id}/follower/${fan.id}`, undefined, as);
    await http().put(`/businesses/${shop._id}/follower/${fan.id}`, undefined, as);
    await http().post(`/businesses/${shop._id}/like`, undefined, as);
    await http().post(`/products/${product._id}/like`, undefined, as);

    expect(await interactions({ ownerId: vendor.id })).toEqual([
      { user_id: fan.id, entity_type: 'POST', type: 'LIKE', owner_id: vendor.id },
      { user_id: fan.id, entity_type: 'POST', type: 'NEW_COMMENT', owner_id: vendor.id },
      { user_id: fan.id, entity_type: 'USER', type: 'FOLLOW', owner_id: vendor.id },
      { user_id: fan.id, entity_type: 'BUSINESS', type: 'FOLLOW', owner_id: vendor.id },
      { user_id: fan.id, entity_type: 'BUSINESS', type: 'LIKE', owner_id: vendor.id },
      { user_id: fan.id, entity_type: 'PRODUCT', type: 'LIKE', owner_id: vendor.id },
    ]);
    expect(await interactions({ ownerId: fan.id })).toEqual([
      { user_id: friend.id, entity_type: 'COMMENT', type: 'REPLY_COMMENT', owner_id: fan.id },
      { user_id: friend.id, entity_type: 'COMMENT', type: 'LIKE', owner_id: fan.id },
    ]);

    await http().post(`/posts/${post._id}/unlike`, undefined, as);
    await http().post(`/comments/${comment._id}/unlike`, {}, { token: friend.accessToken });
    await http().delete(`/users/${vendor.id}/follower/${fan.id}`, as);
    await http().delete(`/businesses/${shop._id}/follower/${fan.id}`, as);
    await http().post(`/businesses/${shop._id}/unlike`, undefined, as);
    await http().post(`/products/${product._id}/unlike`, undefined, as);
    expect(await interactions({ ownerId: vendor.id })).toEqual([
      { user_id: fan.id, entity_type: 'POST', type: 'NEW_COMMENT', owner_id: vendor.id },
    ]);
    expect(await interactions({ ownerId: fan.id })).toEqual([
      { user_id: friend.id, entity_type: 'COMMENT', type: 'REPLY_COMMENT', owner_id: fan.id },
    ]);
  });
});
