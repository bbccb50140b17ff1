import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { ssrDirOf } from './page-render.ts';

// A stand-in for the built server renderer, holding to the same contract: it asks the API
// through the fetch it is given, as the real one does, and renders what it got.
const renderer = `
export function createPageRenderer({ apiKey, fetch }) {
  return async (url, visitor) => {
    if (url.startsWith('/shopper')) return null;
    if (url === '/who') {
      return { status: 200, html: '<header>' + (visitor.signedIn ? 'account' : 'Log in') + '</header>',
        state: '{}', chunks: [], preloadImage: null };
    }
    if (url === '/boom') throw new Error('render failed');
    const res = await fetch('/api/v1/categories', { headers: { 'x-api-key': apiKey } });
    const body = await res.json();
    return {
      status: url === '/missing' ? 404 : 200,
      html: '<main><h1>' + body.data.length + ' categories</h1>' + '<p>Ankara fabric</p>'.repeat(80) +
        '<img src="/uploads/a.webp" srcset="/uploads/a-thumb.webp 400w, /uploads/a.webp 1920w" sizes="100vw" fetchpriority="high"></main>',
      state: JSON.stringify({ status: res.status, url }).replace(/</g, '\\\\u003c'),
      chunks: ['routes/explore/explore.tsx'],
      preloadImage: { href: '/uploads/a.webp', srcset: '/uploads/a-thumb.webp 400w, /uploads/a.webp 1920w', sizes: '100vw' },
    };
  };
}
`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'routes/explore/explore.tsx': {
    file: 'assets/explore-1.js',
    css: ['assets/explore-1.css'],
    imports: ['_shared.js', '_grid.js'],
  },
  '_grid.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'] },
};

const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'oja-ssr-')), 'web');
let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(ssrDirOf(dist));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--oja-meta-->\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(ssrDirOf(dist), 'entry-server.js'), renderer);
  ctx = await createTestContext((c) => ({ ...c, webDistDir: dist }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const page = (url: string, encoding = 'identity') =>
  ctx.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });

describe('server-rendered pages', () => {
  it('puts the rendered screen, its data and its code into the first HTML', async () => {
    const res = await page('/explore?q=ankara');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><main><h1>\d+ categories<\/h1>/);
    expect(res.body).toContain(
      '<script type="application/json" id="oja-state">{"status":200,"url":"/explore?q=ankara"}</script>',
    );
    // The screen's styles in the head, not what the app's entry loads anyway.
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/explore-1.css" />');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/grid-1.css" />');
    // No code is fetched before the page paints: the entry, what it imports and the screen's
    // own code are listed once, at the end, for the loader, whose hash the policy allows.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(res.body).toContain(
      '<script type="application/json" id="oja-code">["/assets/index-1.js","/assets/shared-1.js","/assets/explore-1.js","/assets/grid-1.js"]</script>',
    );
    const loader = /<script>(.+?)<\/script>\s*<\/body>/s.exec(res.body)?.[1];
    const hash = createHash('sha256')
      .update(loader ?? '')
      .digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/uploads/a.webp" imagesrcset="/uploads/a-thumb.webp 400w, /uploads/a.webp 1920w" imagesizes="100vw" fetchpriority="high" />',
    );
    // The page's meta stays.
    expect(res.body).toContain('<title>Explore');
  });

  it("answers with the renderer's status", async () => {
    const res = await page('/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('categories</h1>');
  });

  it('leaves the logged-in areas to the browser, and falls back to it when rendering fails', async () => {
    for (const url of ['/shopper/account', '/boom']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('oja-state');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    }
  });

  it("renders a signed-in browser's page without Log in, told only by a cookie holding no session", async () => {
    const as = (cookie?: string) =>
      ctx.app.inject({
        url: '/who',
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
    expect((await as()).body).toContain('<header>Log in</header>');
    expect((await as('theme=dark; oja_signed_in=1')).body).toContain('<header>account</header>');
    expect((await as('oja_signed_in=1; other=2')).body).toContain('<header>account</header>');
    // Cleared at logout (or anything but "1"): the visitor's page.
    expect((await as('oja_signed_in=')).body).toContain('<header>Log in</header>');
    expect((await as('xoja_signed_in=1')).body).toContain('<header>Log in</header>');
    // What the page shows depends on the cookie: a cache keeps the two apart.
    expect((await as()).headers.vary).toMatch(/cookie/);
  });

  it('compresses the page as the browser accepts', async () => {
    const plain = await page('/explore');
    const br = await page('/explore', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await page('/explore', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
