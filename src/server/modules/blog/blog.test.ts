import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, openShop } from '../../testing/shop.ts';
import {
  api,
  createTestContext,
  givePictures,
  registerUser,
  type Registered,
  type TestContext,
} from '../../testing/test-app.ts';
import { staffFixtures, type StaffMember } from '../console/console.fixtures.ts';

let ctx: TestContext;
/** Oja's content staff, writing in the console. */
let staff: StaffMember;
let shopper: Registered;
const http = () => api(ctx.app);
const as = (u: Registered | StaffMember) => ({
  token: 'token' in u ? u.token : u.accessToken,
});

const BODY = [
  '# Pricing your ankara',
  '',
  'Start from what the fabric **costs you** per yard, then add your time. Read our [fees page](/pricing)',
  'or the [CBN rates](https://www.cbn.gov.ng/rates/).',
  '',
  '- Count every yard',
  '- Add delivery to Lagos and Abuja',
  '',
  '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tap</a>',
  '<iframe src="https://example.com"></iframe>',
].join('\n');

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'How to price ankara so it sells',
  description: 'A simple way to set prices that cover your fabric, your time and delivery.',
  body: BODY,
  tags: ['pricing', 'fashion'],
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffFixtures(() => ctx).staffMember('content');
  await ctx.db.execute(
    sql`UPDATE users SET first_name = 'Halima', last_name = 'Sani' WHERE id = ${staff.user.id}`,
  );
  shopper = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

const count = async () =>
  Number((await ctx.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM articles`)).rows[0]!.n);

describe('writing articles (Oja staff, in the console)', () => {
  it('saves a draft from Markdown as sanitised HTML, then publishes it at its address', async () => {
    const res = await http().post('/console/blog', article(), as(staff));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Draft saved');
    const draft = res.json().data;
    expect(draft).toMatchObject({
      slug: 'how-to-price-ankara-so-it-sells',
      publishedAt: null,
      author: { name: 'Halima Sani' },
      readingMinutes: 1,
      tags: ['pricing', 'fashion'],
    });
    // The page's own title is its h1: the article's headings start at h2.
    expect(draft.html).toContain('<h2>Pricing your ankara</h2>');
    expect(draft.html).toContain('<strong>costs you</strong>');
    expect(draft.html).toContain('<a href="/pricing">fees page</a>');
    expect(draft.html).toContain(
      '<a href="https://www.cbn.gov.ng/rates/" rel="noopener noreferrer nofollow" target="_blank">',
    );
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'alert(1)'])
      expect(draft.html).not.toContain(bad);

    // Unpublished, nobody else finds it.
    expect((await http().get(`/blog/articles/${draft.slug}`)).statusCode).toBe(404);
    expect((await http().get('/blog/articles')).json().data.results).toHaveLength(0);
    expect((await http().get(`/console/blog/${draft._id}`, as(staff))).json().data.title).toBe(
      draft.title,
    );

    const published = await http().patch(
      `/console/blog/${draft._id}`,
      { published: true },
      as(staff),
    );
    expect(published.statusCode).toBe(200);
    const read = await http().get(`/blog/articles/${draft.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.publishedAt).toEqual(published.json().data.publishedAt);
    const list = (await http().get('/blog/articles?tag=pricing')).json().data;
    expect(list.results.map((a: { slug: string }) => a.slug)).toEqual([draft.slug]);
    expect(list.results[0]).not.toHaveProperty('html');
    expect((await http().get('/blog/articles?tag=recipes')).json().data.results).toEqual([]);
  });

  it('shows the products and stores an article links to as live cards, only while open', async () => {
    const { vendor, shop } = await openShop(ctx.app);
    const pouf = await addProduct(ctx.app, vendor, shop._id, { name: 'Leather pouf' });
    const res = await http().post(
      '/console/blog',
      article({
        title: 'Five Kano leather stores to follow',
        productIds: [pouf._id],
        businessIds: [shop._id],
        published: true,
      }),
      as(staff),
    );
    expect(res.json().message).toBe('Article published');
    const slug = res.json().data.slug;
    const read = (await http().get(`/blog/articles/${slug}`)).json().data;
    expect(read.products).toMatchObject([{ _id: pouf._id, name: 'Leather pouf' }]);
    expect(read.stores).toMatchObject([{ _id: shop._id, handle: shop.handle }]);

    await http().put(`/products/${pouf._id}/active`, { value: false }, as(vendor));
    await http().put(`/businesses/${shop._id}/active`, { value: false }, as(vendor));
    const later = (await http().get(`/blog/articles/${slug}`)).json().data;
    expect(later.products).toEqual([]);
    expect(later.stores).toEqual([]);
  });

  it('refuses bad input with every field named, and writes nothing', async () => {
    const before = await count();
    const res = await http().post(
      '/console/blog',
      {
        title: 'Hi',
        description: 'short',
        body: 'too short',
        slug: 'Not A Slug!',
        tags: ['x'],
        productIds: ['nope'],
      },
      as(staff),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(
      ['body', 'description', 'productIds.0', 'slug', 'tags.0', 'title'].sort(),
    );
    expect(
      (
        await http().post(
          '/console/blog',
          article({ cover: '/uploads/someone-else.webp' }),
          as(staff),
        )
      ).json().message,
    ).toEqual({ cover: 'Upload the picture to Oja first' });
    const withPicture = `${BODY}\n\n![Tracker](https://tracker.example/pixel.png)`;
    expect(
      (await http().post('/console/blog', article({ body: withPicture }), as(staff))).json()
        .message,
    ).toEqual({ body: 'Upload the picture to Oja first' });
    expect(await count()).toBe(before);
  });

  it('keeps each address for one article', async () => {
    const first = await http().post('/console/blog', article({ slug: 'one-address' }), as(staff));
    expect(first.statusCode).toBe(201);
    const again = await http().post('/console/blog', article({ slug: 'one-address' }), as(staff));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual({
      slug: 'Another article has this address: choose another',
    });
    const other = (
      await http().post('/console/blog', article({ slug: 'other-address' }), as(staff))
    ).json().data;
    const moved = await http().patch(
      `/console/blog/${other._id}`,
      { slug: 'one-address' },
      as(staff),
    );
    expect(moved.statusCode).toBe(409);
  });

  it('lets only Oja staff in the console write, change, delete, preview or see drafts', async () => {
    const mine = (
      await http().post('/console/blog', article({ slug: 'staff-only' }), as(staff))
    ).json().data;
    const calls = [
      () => http().post('/console/blog', article({ slug: 'by-a-shopper' }), as(shopper)),
      () => http().patch(`/console/blog/${mine._id}`, { title: 'Taken over' }, as(shopper)),
      () => http().delete(`/console/blog/${mine._id}`, as(shopper)),
      () => http().get('/console/blog', as(shopper)),
      () => http().get(`/console/blog/${mine._id}`, as(shopper)),
      () => http().post('/console/blog/preview', { body: BODY }, as(shopper)),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await http().post('/console/blog', article())).statusCode).toBe(401);
    expect((await http().get(`/console/blog/${mine._id}`, as(staff))).json().data.title).toBe(
      mine.title,
    );

    const preview = await http().post('/console/blog/preview', { body: BODY }, as(staff));
    expect(preview.json().data.html).toContain('<h2>Pricing your ankara</h2>');
    expect((await http().delete(`/console/blog/${mine._id}`, as(staff))).statusCode).toBe(200);
    expect((await http().delete(`/console/blog/${mine._id}`, as(staff))).statusCode).toBe(404);
  });

  it('accepts a cover and pictures the author uploaded', async () => {
    await givePictures(ctx.db, staff.user, [
      '/uploads/blog/cover.webp',
      '/uploads/blog/stall.webp',
    ]);
    const res = await http().post(
      '/console/blog',
      article({
        slug: 'with-pictures',
        cover: '/uploads/blog/cover.webp',
        body: `${BODY}\n\n![A stall in Balogun](/uploads/blog/stall.webp)`,
      }),
      as(staff),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.html).toContain(
      '<img src="/uploads/blog/stall.webp" alt="A stall in Balogun" loading="lazy" />',
    );
  });
});

describe('the feed', () => {
  it('is an Atom feed of the published articles, newest first, with escaped text', async () => {
    await http().post(
      '/console/blog',
      article({ slug: 'feed-first', title: 'Tips & tricks <for> Aba tailors', published: true }),
      as(staff),
    );
    const res = await ctx.app.inject('/blog/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(res.body).toContain('<title>Tips &amp; tricks &lt;for&gt; Aba tailors</title>');
    expect(res.body).toContain('href="http://oja.test/blog/feed-first"');
    expect(res.body.indexOf('feed-first')).toBeLessThan(
      res.body.indexOf('how-to-price-ankara-so-it-sells'),
    );
    expect(res.body).not.toContain('staff-only');
  });
});

describe('search engines', () => {
  it('find the published articles in the sitemap, and no draft', async () => {
    const index = (await ctx.app.inject('/sitemap.xml')).body;
    expect(index).toContain('<loc>http://oja.test/sitemaps/articles-1.xml</loc>');
    const articles = (await ctx.app.inject('/sitemaps/articles-1.xml')).body;
    expect(articles).toContain('<loc>http://oja.test/blog/feed-first</loc>');
    expect(articles).toContain('<loc>http://oja.test/blog/how-to-price-ankara-so-it-sells</loc>');
    expect(articles).not.toContain('one-address');
    expect((await ctx.app.inject('/sitemaps/pages-1.xml')).body).toContain(
      '<loc>http://oja.test/blog</loc>',
    );
  });
});
