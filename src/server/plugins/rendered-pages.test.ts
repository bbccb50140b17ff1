import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createBusiness,
  createTestContext,
  givePictures,
  registerUser,
  type TestContext,
} from '../testing/test-app.ts';
import { ssrDirOf } from './page-render.ts';

// The web app's own server renderer, not a stand-in: the "build" beside the page template
// re-exports its source, which the test runner compiles as the build would. So these pages are
// rendered by the real screens, loaders and layouts, through the app's API.
const webEntry = path.resolve(import.meta.dirname, '../../web/entry-server.tsx');

const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'oja-rendered-')), 'web');
let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(ssrDirOf(dist));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--oja-meta-->\n<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(
    path.join(ssrDirOf(dist), 'entry-server.js'),
    `export { createPageRenderer } from ${JSON.stringify(webEntry)};\n`,
  );
  ctx = await createTestContext((c) => ({ ...c, webDistDir: dist }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

/** The markup of the app's root element: what the server rendered, apart from the head. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('pages rendered by the web app on the server', () => {
  it("opens a shared post on its words, its author and its photo's reserved box, with its share tags", async () => {
    const creator = await registerUser(ctx.app, { firstName: 'Funmilayo', lastName: 'Adebayo' });
    const as = { token: creator.accessToken };
    await givePictures(ctx.db, creator, ['/uploads/2026-11/look.webp']);
    await api(ctx.app).put(`/users/${creator.id}/creator`, undefined, as);
    const post = (
      await api(ctx.app).post(
        '/posts',
        { text: 'Sunday look: adire & gele <for church>', photos: ['/uploads/2026-11/look.webp'] },
        as,
      )
    ).json().data;

    const res = await page(`/post/${post._id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Sunday look: adire &amp; gele &lt;for church&gt;');
    expect(root).toContain('Funmilayo Adebayo');
    expect(root).toContain('oja-state');
    // The photo's box is kept before the picture arrives: nothing under it moves.
    expect(root).toMatch(/<img[^>]*look[^>]*(width="\d+"[^>]*height="\d+"|aspect-ratio)/);
    expect(res.body).toContain('<title>Post by Funmilayo Adebayo | Oja</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Post by Funmilayo Adebayo | Oja" />',
    );
    expect(res.body).toContain(
      '<meta property="og:description" content="Sunday look: adire &amp; gele &lt;for church&gt;" />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="http://oja.test/uploads/2026-11/look-thumb.webp" />',
    );
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain(`<link rel="canonical" href="http://oja.test/post/${post._id}" />`);

    const missing = await page('/post/01900000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('renders Shop Now with its products for a visitor, and keeps the account places for a signed-in browser', async () => {
    const vendor = await registerUser(ctx.app);
    const store = await createBusiness(ctx.app, vendor, { name: 'Ibadan Aso Oke House' });
    const product = await api(ctx.app).post(
      '/products',
      { businessId: store._id, name: 'Aso oke gele, wine red', unitPrice: 18500, quantity: 4 },
      { token: vendor.accessToken },
    );
    expect(product.statusCode).toBe(201);

    const visitor = await page('/shopper');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<title>Shop | Oja</title>');
    const root = rootOf(visitor.body);
    expect(root).toContain('Shop from Nigerian businesses');
    expect(root).toContain('Aso oke gele, wine red');
    expect(root).toContain('Log in');

    // Told only that the browser holds a session: no Log in, the places of the account instead.
    const signedIn = rootOf((await page('/shopper', 'oja_signed_in=1')).body);
    expect(signedIn).toContain('Aso oke gele, wine red');
    expect(signedIn).not.toContain('>Log in<');
    expect(signedIn).toContain('Logout');

    // The rest of the shopper area stays with the browser, and so does the vendor dashboard
    // (whose routes the browser adds when first opened): never the not-found page.
    for (const url of ['/shopper/account', `/vendor/${store._id}/orders`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
