import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, registerUser, type TestContext } from '../../testing/test-app.ts';
import { staffFixtures } from '../console/console.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const http = () => api(ctx.app);
const { staffMember, auditOf } = staffFixtures(() => ctx);
const BODY = [
  '# Sending orders from Kano',
  '',
  'Pack each order in a **sealed bag**, note the waybill number and tell the buyer the same day.',
  '',
  '<script>alert(1)</script>',
].join('\n');
const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sending orders safely from Kano',
  description: 'What to pack, which couriers to use and what to tell your buyer once it ships.',
  body: BODY,
  tags: ['delivery'],
  ...overrides,
});
const count = async () =>
  Number((await ctx.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM articles`)).rows[0]!.n);

describe("Oja's blog in the console", () => {
  it('content staff write a draft, preview it, publish it and delete it, each on the audit record', async () => {
    const content = await staffMember('content');
    const as = { token: content.token };
    const preview = await http().post('/console/blog/preview', { body: BODY }, as);
    expect(preview.json().data.html).toContain('<strong>sealed bag</strong>');
    expect(preview.json().data.html).not.toContain('<script');

    const made = await http().post('/console/blog', article(), as);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      message: 'Draft saved',
      data: { slug: 'sending-orders-safely-from-kano', publishedAt: null },
    });
    const id = made.json().data._id as string;
    expect((await http().get(`/blog/articles/${made.json().data.slug}`)).statusCode).toBe(404);
    const listed = (await http().get('/console/blog', as)).json().data.results as { _id: string }[];
    expect(listed.map((a) => a._id)).toContain(id);

    const published = await http().patch(`/console/blog/${id}`, { published: true }, as);
    expect(published.json().data.publishedAt).not.toBeNull();
    expect((await http().get('/blog/articles/sending-orders-safely-from-kano')).statusCode).toBe(
      200,
    );

    // An address another article holds is refused, and nothing of it is recorded.
    const twin = await http().post(
      '/console/blog',
      article({ slug: 'sending-orders-safely-from-kano' }),
      as,
    );
    expect(twin.statusCode).toBe(409);

    expect((await http().delete(`/console/blog/${id}`, as)).statusCode).toBe(200);
    expect((await auditOf(id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['article.create', null, { title: article().title, slug: null, published: false }],
      [
        'article.update',
        { title: article().title, slug: 'sending-orders-safely-from-kano', published: false },
        { published: true },
      ],
      [
        'article.delete',
        { title: article().title, slug: 'sending-orders-safely-from-kano', published: true },
        null,
      ],
    ]);
    const [{ n }] = (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM console_audit WHERE action = 'article.create'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('checks what is written, and is for content staff and admins only', async () => {
    const [content, finance] = [await staffMember('content'), await staffMember('finance')];
    const shopper = await registerUser(ctx.app);
    const before = await count();
    const short = await http().post('/console/blog', article({ title: 'Hi', body: 'Too short' }), {
      token: content.token,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatchObject({
      title: 'Write the title',
      body: 'Write the article',
    });
    for (const token of [finance.token, shopper.accessToken]) {
      expect((await http().post('/console/blog', article(), { token })).statusCode).toBe(403);
      expect((await http().get('/console/blog', { token })).statusCode).toBe(403);
    }
    expect(await count()).toBe(before);
  });
});
