import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, vendorCreator, publish } = postFixtures(() => ctx);

async function postAndFan() {
  const { vendor } = await vendorCreator();
  const post = (await publish(vendor, { text: 'Aso-oke for the wedding season' })).json().data;
  return { post, fan: await newShopper(ctx.app) };
}

const countOn = async (postId: string) =>
  (await http().get(`/comments?commentEntityIds=${postId}`)).json().data.results.length;

describe('a comment sent again by a phone back online (Idempotency-Key)', () => {
  it('is added once: the repeat gets the first answer', async () => {
    const { post, fan } = await postAndFan();
    const send = () =>
      http().post(
        '/comments',
        { entityType: 'POST', entityId: post._id, text: 'How much for six yards?' },
        {
          token: fan.accessToken,
          headers: { 'idempotency-key': 'c0ffee00c0ffee00c0ffee00c0ffee00' },
        },
      );
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await countOn(post._id)).toBe(1);
  });

  it('two sends at once (the browser and its retry) add one comment', async () => {
    const { post, fan } = await postAndFan();
    const body = { entityType: 'POST', entityId: post._id, text: 'Do you deliver to Ibadan?' };
    const headers = { 'idempotency-key': 'offline-7f3a9c21' };
    const answers = await Promise.all(
      [0, 1].map(() => http().post('/comments', body, { token: fan.accessToken, headers })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual(
      answers.some((a) => a.statusCode === 409) ? [201, 409] : [201, 201],
    );
    expect(await countOn(post._id)).toBe(1);
  });

  it('the same key with other words is refused, and a bad key is a clear 400', async () => {
    const { post, fan } = await postAndFan();
    const send = (text: string, key: string) =>
      http().post(
        '/comments',
        { entityType: 'POST', entityId: post._id, text },
        { token: fan.accessToken, headers: { 'idempotency-key': key } },
      );
    expect((await send('First words', 'key-one-1')).statusCode).toBe(201);
    const other = await send('Other words', 'key-one-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await send('Spaces in the key', 'not a key');
    expect(bad.statusCode).toBe(400);
    expect(await countOn(post._id)).toBe(1);
  });

  it("a key is the sender's own: another shopper's same key adds their own comment", async () => {
    const { post, fan } = await postAndFan();
    const other = await newShopper(ctx.app);
    const headers = { 'idempotency-key': 'shared-key-123' };
    const body = { entityType: 'POST', entityId: post._id, text: 'Lovely!' };
    expect(
      (await http().post('/comments', body, { token: fan.accessToken, headers })).statusCode,
    ).toBe(201);
    expect(
      (await http().post('/comments', body, { token: other.accessToken, headers })).statusCode,
    ).toBe(201);
    expect(await countOn(post._id)).toBe(2);
  });
});
