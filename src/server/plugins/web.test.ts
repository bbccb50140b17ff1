import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  givePictures,
  registerUser,
  type TestContext,
} from '../testing/test-app.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'oja-web-'));
const script = 'console.log("oja");'.repeat(100);
let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--oja-meta--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), script);
  writeFileSync(path.join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'code-map.json'), '{"routes/shopper/cart.tsx":["assets/c.js"]}');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Oja"}');
  ctx = await createTestContext((c) => ({ ...c, webDistDir: dist }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => ctx.app.inject({ url, headers: { accept: 'text/html' } });

describe('serving the web app', () => {
  it("serves the installed app's shell with the API key and no data, and its worker unkept", async () => {
    const shell = await page('/app-shell');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<meta name="oja-api-key" content="test-api-key" />');
    expect(shell.body).toContain('<meta name="robots" content="noindex" />');
    expect(shell.body).toContain('<div id="root"></div>');
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const res = await ctx.app.inject({ url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
    }
  });

  it("puts each public page's own meta into the first HTML response", async () => {
    const about = await page('/about');
    expect(about.statusCode).toBe(200);
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.body).toContain('<title>About | Oja</title>');
    expect(about.body).toContain(
      '<meta property="og:image" content="http://oja.test/share/oja-512.png" />',
    );
    expect(about.body).toContain('<meta name="keywords" content="about Oja');
    expect(about.body).toContain('<meta name="oja-api-key" content="test-api-key" />');
    const home = await page('/');
    expect(home.body).toContain('<title>Oja — the ultimate solution for vendor management</title>');
    expect(home.body).toContain('Welcome to Oja, the ultimate solution for vendor management');
  });

  it('describes the theme shop from its themes, and keeps an owner’s theme preview out of search', async () => {
    const shop = await page('/themes');
    expect(shop.body).toContain('<title>Storefront themes | Oja</title>');
    expect(shop.body).toContain(
      '<meta name="description" content="8 ready-made themes for your Oja storefront: 2 free and 6 more from ₦1,500 a month.',
    );
    expect(shop.body).not.toContain('name="robots"');
    const preview = await page('/vendor/01900000-0000-7000-8000-000000000000/theme/preview/adire');
    expect(preview.body).toContain('<meta name="robots" content="noindex" />');
    expect(preview.body).toContain('<title>Theme preview | Oja</title>');
  });

  it('gives a storefront and a product their own title, description and picture', async () => {
    const vendor = await registerUser(ctx.app);
    await givePictures(ctx.db, vendor, ['/uploads/2026-11/logo.webp', '/uploads/p.webp']);
    const store = await createBusiness(ctx.app, vendor, {
      name: 'Badagry Coconut Co',
      handle: 'badagry-coconut',
      description: 'Coconut oil & candy <fresh> from Badagry',
      logoUrl: '/uploads/2026-11/logo.webp',
    });
    const res = await page(`/store/${store.handle}?headless=1`);
    expect(res.body).toContain('<title>Badagry Coconut Co | Oja</title>');
    expect(res.body).toContain('content="Coconut oil &amp; candy &lt;fresh&gt; from Badagry"');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://oja.test/uploads/2026-11/logo.webp" />',
    );
    const product = await api(ctx.app).post(
      '/products',
      {
        businessId: store._id,
        name: 'Virgin coconut oil',
        unitPrice: 3500,
        quantity: 5,
        photos: ['/uploads/p.webp'],
      },
      { token: vendor.accessToken },
    );
    const productPage = await page(`/product/${product.json().data._id}`);
    expect(productPage.body).toContain('<title>Virgin coconut oil | Oja</title>');
    const unknown = await page('/store/no-such-store');
    expect(unknown.body).toContain(
      '<title>Oja — the ultimate solution for vendor management</title>',
    );
  });

  it('describes a product, a store and the FAQ to search engines as schema.org data', async () => {
    const vendor = await registerUser(ctx.app);
    await givePictures(ctx.db, vendor, ['/uploads/2026-11/kano.webp', '/uploads/kano-p.webp']);
    const store = await createBusiness(ctx.app, vendor, {
      name: 'Kano Leather </script> Works',
      handle: 'kano-leather',
      description: 'Hand-dyed leather from Kurmi market',
      logoUrl: '/uploads/2026-11/kano.webp',
    });
    const made = await api(ctx.app).post(
      '/products',
      {
        businessId: store._id,
        name: 'Leather pouf',
        unitPrice: 28_999.99,
        quantity: 0,
        photos: ['/uploads/kano-p.webp'],
      },
      { token: vendor.accessToken },
    );
    const id = made.json().data._id;
    const data = (html: string) => {
      const found = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
      return found ? JSON.parse(found[1]!) : null;
    };
    const productPage = (await page(`/product/${id}`)).body;
    expect(data(productPage)).toMatchObject({
      '@type': 'Product',
      name: 'Leather pouf',
      image: ['http://oja.test/uploads/kano-p.webp'],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: '28999.99',
        availability: 'https://schema.org/OutOfStock',
        seller: { name: 'Kano Leather </script> Works', url: 'http://oja.test/store/kano-leather' },
      },
    });
    // A name cannot end the script element early.
    expect(productPage).not.toContain('Kano Leather </script>');
    expect(data((await page('/store/kano-leather')).body)).toMatchObject({
      '@type': 'Store',
      url: 'http://oja.test/store/kano-leather',
      logo: 'http://oja.test/uploads/2026-11/kano.webp',
      address: { addressRegion: 'Lagos', addressCountry: 'NG' },
    });
    const faq = data((await page('/faq')).body);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Do I need an account to shop?',
      acceptedAnswer: { '@type': 'Answer' },
    });
    expect(data((await page('/about')).body)).toBeNull();
  });

  it('asks search engines to leave out a filtered copy of a page, pointing at the page', async () => {
    const plain = (await page('/explore')).body;
    expect(plain).not.toContain('name="robots"');
    const filtered = (await page('/explore?state=Lagos&category=fashion')).body;
    expect(filtered).toContain('<meta name="robots" content="noindex" />');
    expect(filtered).toContain('<link rel="canonical" href="http://oja.test/explore" />');
  });

  it("gives a creator's profile their name, bio and picture", async () => {
    const creator = await registerUser(ctx.app);
    await givePictures(ctx.db, creator, ['/uploads/2026-11/me.webp']);
    await api(ctx.app).put(
      `/users/${creator.id}`,
      { bio: 'Ankara & adire <styling> from Abeokuta', avatar: '/uploads/2026-11/me.webp' },
      { token: creator.accessToken },
    );
    const me = (await api(ctx.app).get('/users/me', { token: creator.accessToken })).json().data;
    const res = await page(`/u/${me.profile.handle}`);
    expect(res.body).toContain(
      `<title>${me.profile.firstName} ${me.profile.lastName} (@${me.profile.handle}) | Oja</title>`,
    );
    expect(res.body).toContain('content="Ankara &amp; adire &lt;styling&gt; from Abeokuta"');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://oja.test/uploads/2026-11/me.webp" />',
    );
    expect((await page('/u/no_such_person')).body).toContain(
      '<title>Oja — the ultimate solution for vendor management</title>',
    );
  });

  it("gives a post its words and its own picture, so a shared post's preview shows it", async () => {
    const creator = await registerUser(ctx.app, { firstName: 'Funmilayo', lastName: 'Adebayo' });
    const as = { token: creator.accessToken };
    await givePictures(ctx.db, creator, [
      '/uploads/2026-11/look.webp',
      '/uploads/2026-11/me2.webp',
    ]);
    await api(ctx.app).put(`/users/${creator.id}`, { avatar: '/uploads/2026-11/me2.webp' }, as);
    await api(ctx.app).put(`/users/${creator.id}/creator`, undefined, as);
    const post = (
      await api(ctx.app).post(
        '/posts',
        { text: 'Sunday look: <adire> & gele', photos: ['/uploads/2026-11/look.webp'] },
        as,
      )
    ).json().data;
    const res = await page(`/post/${post._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Post by Funmilayo Adebayo | Oja</title>');
    expect(res.body).toContain('content="Sunday look: &lt;adire&gt; &amp; gele"');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://oja.test/uploads/2026-11/look-thumb.webp" />',
    );
    expect(res.body).toContain(
      `<meta property="og:url" content="http://oja.test/post/${post._id}" />`,
    );

    // Words only: the author's photo. Hidden: nothing of it, the default preview.
    const words = (await api(ctx.app).post('/posts', { text: 'Just words' }, as)).json().data;
    expect((await page(`/post/${words._id}`)).body).toContain(
      '<meta property="og:image" content="http://oja.test/uploads/2026-11/me2.webp" />',
    );
    await api(ctx.app).put(`/posts/${post._id}/active`, { value: false }, as);
    const hidden = await page(`/post/${post._id}`);
    expect(hidden.body).not.toContain('Sunday look');
    expect(hidden.body).not.toContain('look-thumb.webp');
    expect((await page('/post/not-a-post')).body).toContain(
      '<title>Oja — the ultimate solution for vendor management</title>',
    );
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("checks the screens' code map again on each visit: it names this build's files", async () => {
    const res = await ctx.app.inject({ url: '/code-map.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ 'routes/shopper/cart.tsx': ['assets/c.js'] });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the app for unknown pages and answers JSON for unknown API paths', async () => {
    expect((await page('/shopper/anything/deep')).body).toContain('<div id="root"></div>');
    const apiMiss = await ctx.app.inject({
      url: '/api/v1/nothing',
      headers: { 'x-api-key': 'test-api-key' },
    });
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await ctx.app.inject({ url: '/api/elsewhere' })).json().code).toBe('NOT_FOUND');
    expect((await ctx.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
