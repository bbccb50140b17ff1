import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from '../posts/posts.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, creator } = postFixtures(() => ctx);

const named = async (user: Registered, first: string, last: string, handle: string) => {
  await ctx.db.execute(
    sql`UPDATE users SET first_name = ${first}, last_name = ${last}, handle = ${handle}
        WHERE id = ${user.id}`,
  );
  return user;
};
const search = async (text: string) => {
  const res = await http().get(`/users?userSearch=${encodeURIComponent(text)}`);
  expect(res.statusCode, text).toBe(200);
  return res.json().data as { results: { _id: string }[]; totalRecords: number };
};
const ids = async (text: string) => (await search(text)).results.map((c) => c._id);

// Its own database: the creators' words are read on the first search.
describe('creator search', () => {
  it('forgives one typo in a longer word of a name or handle, as product search does', async () => {
    const funmi = await named(await creator(), 'Funmilayo', 'Adebayo', 'funmi_adire');
    const tunde = await named(await creator(), 'Tunde', 'Bakare', 'tunde.leather');
    const shopper = await named(await newShopper(ctx.app), 'Funmilayo', 'Okafor', 'funmi_shops');
    const exact = await named(await creator(), 'Bisola', 'Ojo', 'bisola_ojo');
    const near = await named(await creator(), 'Bisala', 'Eze', 'bisala_eze');
    const fan = await newShopper(ctx.app);
    await http().put(`/users/${near.id}/follower/${fan.id}`, undefined, { token: fan.accessToken });

    expect(await ids('funmilyo')).toEqual([funmi.id]); // a letter left out
    expect(await ids('Funmilayo')).toEqual([funmi.id]); // as typed
    expect(await ids('fumnilayo adebayo')).toEqual([funmi.id]); // two letters swapped
    expect(await ids('adebaya')).toEqual([funmi.id]); // one replaced
    expect(await ids('adire')).toEqual([funmi.id]); // a word of the handle
    expect(await ids('ledther')).toEqual([tunde.id]);
    expect((await search('funmilyo')).totalRecords).toBe(1);
    // Short words must be typed right; two typos are not one; a shopper is not a creator.
    expect(await ids('tnde')).toEqual([]);
    expect(await ids('tund')).toEqual([tunde.id]);
    expect(await ids('funmlyo')).toEqual([]);
    expect(await ids('okafor')).not.toContain(shopper.id);
    // Those matching as typed come first, even before a more followed typo match.
    expect(await ids('bisola')).toEqual([exact.id, near.id]);
    expect(await ids('bisal')).toEqual([near.id]);
    // Punctuation is not search syntax.
    expect(await ids("funmilyo' | !")).toEqual([funmi.id]);
    expect((await http().get('/users?userSearch=%27%3A*%26')).statusCode).toBe(200);
  });
});
