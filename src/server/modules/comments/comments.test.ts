import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, vendorCreator, publish } = postFixtures(() => ctx);

const comment = (who: Registered, body: object) =>
  http().post('/comments', body, { token: who.accessToken });
const ids = (res: { json: () => { data: { results: { _id: string }[] } } }) =>
  res.json().data.results.map((c) => c._id);

async function postWithComment() {
  const { vendor, shop, product } = await vendorCreator();
  const post = (await publish(vendor, { text: 'Adire season is here' })).json().data;
  const fan = await newShopper(ctx.app);
  const first = await comment(fan, {
    entityType: 'POST',
    entityId: post._id,
    text: '  Beautiful colours!  ',
    userId: fan.id,
  });
  return { vendor, shop, product, post, fan, first };
}

describe('comments and replies', () => {
  it('a shopper comments on a post, the creator replies, and everyone reads the thread', async () => {
    const { vendor, post, fan, first } = await postWithComment();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Comment added',
      data: {
        entityType: 'POST',
        entityId: post._id,
        parentId: null,
        text: 'Beautiful colours!',
        author: { _id: fan.id, handle: fan.input.handle },
        show: true,
        likes: 0,
        replies: 0,
        edited: false,
      },
    });
    const parent = first.json().data._id;
    const reply = await comment(vendor, {
      entityType: 'POST',
      entityId: post._id,
      parentId: parent,
      text: 'Thank you! New prints on Friday',
    });
    expect(reply.statusCode).toBe(201);

    const top = await http().get(`/comments?commentEntityIds=${post._id}&parentOnly=true`);
    expect(top.json().data.results).toMatchObject([{ _id: parent, replies: 1 }]);
    const thread = await http().get(`/comments?parentCommentIds=${parent}`);
    expect(ids(thread)).toEqual([reply.json().data._id]);
    const byAuthor = await http().get(
      `/comments?commentUserIds=${vendor.id}&commentEntityTypes=post`,
    );
    expect(ids(byAuthor)).toEqual([reply.json().data._id]);
    expect((await http().get(`/posts/${post._id}`)).json().data.comments).toBe(2);
  });

  it('comments on products and businesses, and refuses bad comments', async () => {
    const { shop, product, post, fan } = await postWithComment();
    for (const [entityType, entityId] of [
      ['PRODUCT', product._id],
      ['BUSINESS', shop._id],
    ]) {
      const res = await comment(fan, { entityType, entityId, text: 'Do you deliver to Ibadan?' });
      expect(res.statusCode, entityType).toBe(201);
    }
    const other = (
      await comment(fan, { entityType: 'PRODUCT', entityId: product._id, text: 'x' })
    ).json().data._id;
    const bad: [object, number][] = [
      [{ entityType: 'POST', entityId: post._id, text: '   ' }, 400],
      [{ entityType: 'POST', entityId: post._id, text: 'x'.repeat(1001) }, 400],
      [{ entityType: 'ORDER', entityId: post._id, text: 'Hi' }, 400],
      [{ entityType: 'POST', entityId: 'nope', text: 'Hi' }, 400],
      [{ entityType: 'POST', entityId: post._id, text: 'Hi', parentId: other }, 400],
      [{ entityType: 'POST', entityId: product._id, text: 'Hi' }, 404],
      [{ entityType: 'POST', entityId: post._id, text: 'Hi', userId: post.author._id }, 403],
    ];
    for (const [body, status] of bad) {
      expect((await comment(fan, body)).statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(
      (await http().post('/comments', { entityType: 'POST', entityId: post._id, text: 'Hi' }))
        .statusCode,
    ).toBe(401);
    expect((await http().get('/comments?commentDateRange=yesterday,today')).statusCode).toBe(400);
    expect((await http().get('/comments?commentEntityTypes=ORDER')).statusCode).toBe(400);
  });
});

describe('hiding, editing and liking', () => {
  it('the post’s author hides a comment: others no longer see it, its author and the owner do', async () => {
    const { vendor, post, fan, first } = await postWithComment();
    const id = first.json().data._id;
    const stranger = await newShopper(ctx.app);
    expect(
      (await http().put(`/comments/${id}/toggle`, undefined, { token: stranger.accessToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await http().put(`/comments/${id}/toggle`, undefined, { token: fan.accessToken }))
        .statusCode,
    ).toBe(403);

    const hidden = await http().put(`/comments/${id}/toggle`, undefined, {
      token: vendor.accessToken,
    });
    expect(hidden.json()).toMatchObject({ message: 'Comment hidden', data: { show: false } });
    const list = (token?: string) =>
      http().get(`/comments?commentEntityIds=${post._id}`, token ? { token } : undefined);
    expect(ids(await list())).toEqual([]);
    expect(ids(await list(stranger.accessToken))).toEqual([]);
    expect(ids(await list(fan.accessToken))).toEqual([id]);
    expect(ids(await list(vendor.accessToken))).toEqual([id]);
    expect((await http().get(`/comments/${id}`)).statusCode).toBe(404);
    expect((await http().get(`/posts/${post._id}`)).json().data.comments).toBe(0);
    const hiddenOnly = await http().get(`/comments?commentEntityIds=${post._id}&showComment=false`);
    expect(ids(hiddenOnly)).toEqual([]);

    const shown = await http().put(
      `/comments/${id}/toggle`,
      { value: true },
      {
        token: vendor.accessToken,
      },
    );
    expect(shown.json()).toMatchObject({ message: 'Comment shown', data: { show: true } });
    expect(ids(await list())).toEqual([id]);
  });

  it('nothing of a hidden post’s comments reaches others', async () => {
    const { vendor, post, fan, first } = await postWithComment();
    await http().put(`/posts/${post._id}/active`, { value: false }, { token: vendor.accessToken });
    expect(
      ids(await http().get(`/comments?commentEntityIds=${post._id}`, { token: fan.accessToken })),
    ).toEqual([]);
    expect((await http().get(`/comments/${first.json().data._id}`)).statusCode).toBe(404);
    const late = await comment(fan, { entityType: 'POST', entityId: post._id, text: 'Hello?' });
    expect(late.statusCode).toBe(404);
    expect(
      ids(
        await http().get(`/comments?commentEntityIds=${post._id}`, { token: vendor.accessToken }),
      ),
    ).toEqual([first.json().data._id]);
  });

  it('authors edit their own comments only; likes are idempotent and personal', async () => {
    const { vendor, fan, first } = await postWithComment();
    const id = first.json().data._id;
    const edit = (who: Registered, text: string) =>
      http().patch(`/comments/${id}`, { text }, { token: who.accessToken });
    expect((await edit(vendor, 'Ugly')).statusCode).toBe(403);
    expect((await edit(fan, '')).statusCode).toBe(400);
    const edited = await edit(fan, 'Beautiful colours, ordered two!');
    expect(edited.json()).toMatchObject({
      message: 'Comment updated',
      data: { text: 'Beautiful colours, ordered two!', edited: true },
    });

    const like = (who: Registered, path: string, body?: object) =>
      http().post(`/comments/${id}/${path}`, body, { token: who.accessToken });
    expect((await like(vendor, 'like', { userId: fan.id })).statusCode).toBe(403);
    await like(vendor, 'like', { userId: vendor.id });
    expect((await like(vendor, 'like')).json().data).toMatchObject({ likes: 1, liked: true });
    expect((await http().get(`/comments/${id}`)).json().data).toMatchObject({
      likes: 1,
      liked: false,
    });
    await like(vendor, 'unlike');
    expect((await like(vendor, 'unlike')).json().data).toMatchObject({ likes: 0, liked: false });
  });
});
