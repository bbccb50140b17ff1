import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shop.ts';
import { createTestContext, type Registered, type TestContext } from '../../testing/test-app.ts';
import { postFixtures } from './posts.fixtures.ts';
import type { Post } from '#shared/schemas/posts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { http, creator, vendorCreator, publish } = postFixtures(() => ctx);
type Page = { results: { _id: string; text: string }[]; nextCursor: string | null };

const texts = (page: Page) => page.results.map((p) => p.text);

/** Every page of a feed, following the cursors. */
async function allPages(path: string, who?: Registered, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const res = await http().get(`${path}?limit=2${query}`, who ? { token: who.accessToken } : {});
    expect(res.statusCode).toBe(200);
    const page = res.json().data as Page;
    seen.push(...texts(page));
    cursor = page.nextCursor;
    await between?.();
  } while (cursor);
  return seen;
}

const age = (postId: string, minutes: number) =>
  ctx.db.execute(
    sql`UPDATE posts SET created_at = now() - make_interval(mins => ${minutes}) WHERE id = ${postId}`,
  );

describe('For you', () => {
  it('ranks engagement against age, favours who the viewer follows, and pages stably', async () => {
    const author = await creator();
    const followed = await creator();
    const fans = await Promise.all(Array.from({ length: 6 }, () => newShopper(ctx.app)));
    const viewer = await newShopper(ctx.app);

    const loved = (await publish(author, { text: 'loved, a day old' })).json().data;
    const fresh = (await publish(author, { text: 'fresh, no likes' })).json().data;
    const stale = (await publish(author, { text: 'stale, a month old' })).json().data;
    const friend = (await publish(followed, { text: 'from someone followed' })).json().data;
    const hidden = (await publish(author, { text: 'hidden' })).json().data;
    await age(loved._id, 20 * 60);
    await age(fresh._id, 120);
    await age(stale._id, 29 * 24 * 60);
    await age(friend._id, 150);
    for (const fan of fans)
      await http().post(`/posts/${loved._id}/like`, undefined, { token: fan.accessToken });
    await http().post(`/posts/${stale._id}/like`, undefined, { token: fans[0]!.accessToken });
    await http().put(
      `/posts/${hidden._id}/active`,
      { value: false },
      {
        token: author.accessToken,
      },
    );
    await http().put(`/users/${followed.id}/follower/${viewer.id}`, undefined, {
      token: viewer.accessToken,
    });

    const visitor = (await http().get('/posts/feed/for-you?limit=10')).json().data as Page;
    expect(texts(visitor)).toEqual([
      'fresh, no likes',
      'from someone followed',
      'loved, a day old',
      'stale, a month old',
    ]);
    const mine = (
      await http().get('/posts/feed/for-you?limit=10', { token: viewer.accessToken })
    ).json().data as Page;
    expect(texts(mine)[0]).toBe('from someone followed');
    expect(texts(mine)).not.toContain('hidden');

    // Pages follow each other without repeats or gaps, even as new posts arrive.
    let n = 0;
    const seen = await allPages('/posts/feed/for-you', viewer, async () => {
      await publish(author, { text: `arrived while reading ${n++}` });
    });
    expect(seen).toEqual(texts(mine));
    expect((await http().get('/posts/feed/for-you?cursor=not-a-cursor')).statusCode).toBe(400);
  });
});

describe('For you at scale', () => {
  it('pages exactly as ranking every post of the month would, while reading only the young ones', async () => {
    const authors = await Promise.all(Array.from({ length: 4 }, () => creator()));
    const viewer = await newShopper(ctx.app);
    await http().put(`/users/${authors[0]!.id}/follower/${viewer.id}`, undefined, {
      token: viewer.accessToken,
    });
    // 240 posts over the month, a few of them old but hugely liked.
    for (let i = 0; i < 240; i++) await publish(authors[i % 4]!, { text: `at scale ${i}` });
    await ctx.db.execute(sql`
      UPDATE posts SET
        created_at = now() - make_interval(mins => (substring(text FROM 10)::int * 7919) % 43000),
        like_count = CASE WHEN substring(text FROM 10)::int % 37 = 0 THEN 100000
                          ELSE (substring(text FROM 10)::int * 31) % 50 END
      WHERE text LIKE 'at scale %'`);

    for (const who of [viewer, undefined]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let asOf = '';
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const res = await http().get(
          `/posts/feed/for-you?limit=10${query}`,
          who ? { token: who.accessToken } : {},
        );
        const page = res.json().data as Page;
        seen.push(...page.results.map((p) => p._id));
        if (!asOf && page.nextCursor)
          asOf = JSON.parse(Buffer.from(page.nextCursor, 'base64url').toString()).asOf;
        cursor = page.nextCursor;
      } while (cursor);

      // Every active post of the month ranked, as the feed defines it.
      const { rows } = await ctx.db.execute<{ id: string; rank: number }>(sql`
        SELECT id, (ln(greatest(2, like_count + 5 * super_like_count
            + 10 * (SELECT count(*) FROM post_gifts g WHERE g.post_id = p.id)
            + 2 * (SELECT count(*) FROM comments c
                   WHERE c.entity_type = 'POST' AND c.entity_id = p.id AND c.is_shown) + 2))
          / power(extract(epoch FROM (${asOf}::timestamptz - created_at))::float8 / 3600 + 2, 1.8)
          * (CASE WHEN ${who?.id ?? null}::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM user_follows f
               WHERE f.follower_id = ${who?.id ?? null}::uuid AND f.followee_id = p.author_id)
             THEN 1.5 ELSE 1 END))::float8 AS rank
        FROM posts p
        WHERE is_active AND created_at <= ${asOf}::timestamptz
          AND created_at > ${asOf}::timestamptz - interval '30 days'
        ORDER BY rank DESC, id DESC`);
      expect(seen).toEqual(rows.map((r) => r.id));
    }
  });
});

describe('Following', () => {
  it('shows posts of followed creators and of those running followed businesses, newest first', async () => {
    const { vendor, shop } = await vendorCreator();
    const followed = await creator();
    const stranger = await creator();
    const viewer = await newShopper(ctx.app);
    await publish(vendor, { text: 'shop news' });
    await publish(followed, { text: 'creator news' });
    await publish(stranger, { text: 'not followed' });
    await publish(followed, { text: 'creator news again' });
    const as = { token: viewer.accessToken };
    expect((await http().get('/posts/feed/following', as)).json().data.results).toEqual([]);

    await http().put(`/users/${followed.id}/follower/${viewer.id}`, undefined, as);
    await http().put(`/businesses/${shop._id}/follower/${viewer.id}`, undefined, as);
    expect(await allPages('/posts/feed/following', viewer)).toEqual([
      'creator news again',
      'creator news',
      'shop news',
    ]);
    const res = await http().get('/posts/feed/following');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please login to continue');
  });
});

describe('both feeds', () => {
  it('shows visitors a new post at once and a hidden one never, though their pages are kept', async () => {
    const author = await creator();
    const visitorIds = async () =>
      ((await http().get('/posts/feed/for-you?limit=50')).json().data.results as Post[]).map(
        (p) => p._id,
      );
    await visitorIds();
    const post = (await publish(author, { text: 'just posted' })).json().data;
    expect(await visitorIds()).toContain(post._id);
    await http().put(`/posts/${post._id}/active`, { value: false }, { token: author.accessToken });
    expect(await visitorIds()).not.toContain(post._id);
  });

  it('never show hidden posts, not even to their author, nor count hidden comments', async () => {
    const author = await creator();
    const viewer = await newShopper(ctx.app);
    const as = { token: viewer.accessToken };
    await http().put(`/users/${author.id}/follower/${viewer.id}`, undefined, as);
    const shown = (await publish(author, { text: 'still up' })).json().data;
    const hidden = (await publish(author, { text: 'taken down' })).json().data;
    await http().put(
      `/posts/${hidden._id}/active`,
      { value: false },
      { token: author.accessToken },
    );
    const kept = (
      await http().post('/comments', { entityType: 'POST', entityId: shown._id, text: 'Nice' }, as)
    ).json().data;
    const rude = (
      await http().post('/comments', { entityType: 'POST', entityId: shown._id, text: 'Rude' }, as)
    ).json().data;
    await http().put(
      `/comments/${rude._id}/toggle`,
      { value: false },
      {
        token: author.accessToken,
      },
    );
    expect(kept._id).not.toBe(rude._id);

    for (const [path, who] of [
      ['/posts/feed/following', viewer],
      ['/posts/feed/for-you', viewer],
      ['/posts/feed/for-you', author],
      ['/posts/feed/for-you', undefined],
    ] as const) {
      const res = await http().get(`${path}?limit=50`, who ? { token: who.accessToken } : {});
      const results = res.json().data.results as { _id: string; comments: number }[];
      expect(
        results.map((p) => p._id),
        path,
      ).not.toContain(hidden._id);
      expect(results.find((p) => p._id === shown._id)?.comments, path).toBe(1);
    }
  });
});
