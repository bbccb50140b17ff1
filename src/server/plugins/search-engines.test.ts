import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFixtures } from '../modules/posts/posts.fixtures.ts';
import { APP_MODULES } from '../services.ts';
import { addProduct } from '../testing/shop.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { registerSearchEngines } from './search-engines.ts';

let ctx: TestContext;
const { http, creator, vendorCreator, publish } = postFixtures(() => ctx);
let world: {
  store: string;
  product: string;
  hiddenProduct: string;
  closedStoreProduct: string;
  creatorHandle: string;
  post: string;
  subscribersPost: string;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const { vendor, shop, product } = await vendorCreator();
  const hidden = await addProduct(ctx.app, vendor, shop._id, { name: 'Old stock' });
  await http().put(
    `/products/${hidden._id}/active`,
    { value: false },
    { token: vendor.accessToken },
  );
  const closed = await vendorCreator();
  await http().put(
    `/businesses/${closed.shop._id}/active`,
    { value: false },
    { token: closed.vendor.accessToken },
  );
  const author = await creator();
  const post = (await publish(author, { text: 'Aso-oke for the wedding season' })).json().data;
  await http().patch(
    `/users/${author.id}/subscriptions/setup`,
    { price: 1000, perks: 'First looks at new fabric' },
    { token: author.accessToken },
  );
  const only = (await publish(author, { text: 'For my circle', subscribersOnly: true })).json();
  world = {
    store: shop.handle,
    product: product._id,
    hiddenProduct: hidden._id,
    closedStoreProduct: closed.product._id,
    creatorHandle: post.author.handle,
    post: post._id,
    subscribersPost: only.data._id,
  };
});
afterAll(() => ctx.close());

/** The plugin on its own server, with the app's sources and the given file size. */
async function engines(opts: { perFile?: number; keepMs?: number } = {}) {
  const app = Fastify();
  await registerSearchEngines(app, {
    db: ctx.db,
    appUrl: 'https://oja.test',
    sources: APP_MODULES.flatMap((m) => m.sitemaps ?? []),
    ...opts,
  });
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function allUrls(app: FastifyInstance) {
  const index = await app.inject('/sitemap.xml');
  const urls: string[] = [];
  for (const child of locs(index.body)) {
    const res = await app.inject(child.replace('https://oja.test', ''));
    expect(res.statusCode).toBe(200);
    urls.push(...locs(res.body));
  }
  return urls;
}

describe('robots.txt', () => {
  it('keeps private areas and previews out, and names the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/api/', '/auth/', '/shopper/', '/vendor/', '/explore/following'])
      expect(lines).toContain(`Disallow: ${path}`);
    // The Shop Now catalogue at /shopper stays open: only what is under it is private.
    expect(lines).not.toContain('Disallow: /shopper');
    expect(lines).toContain('Sitemap: http://oja.test/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('is an index of child sitemaps listing the open stores, products, creators and posts', async () => {
    const index = await ctx.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(index.body).sort()).toEqual([
      'http://oja.test/sitemaps/creators-1.xml',
      'http://oja.test/sitemaps/pages-1.xml',
      'http://oja.test/sitemaps/posts-1.xml',
      'http://oja.test/sitemaps/products-1.xml',
      'http://oja.test/sitemaps/stores-1.xml',
    ]);
    const products = await ctx.app.inject('/sitemaps/products-1.xml');
    expect(products.body).toMatch(
      new RegExp(
        `<url><loc>http://oja.test/product/${world.product}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
    const pages = await ctx.app.inject('/sitemaps/pages-1.xml');
    expect(locs(pages.body)).toContain('http://oja.test/pricing');
    expect(locs(pages.body)).not.toContain('http://oja.test/shopper/cart');
  });

  it('lists each public page once and nothing closed, hidden or kept for subscribers', async () => {
    const urls = await allUrls(await engines());
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        `https://oja.test/store/${world.store}`,
        `https://oja.test/product/${world.product}`,
        `https://oja.test/u/${world.creatorHandle}`,
        `https://oja.test/post/${world.post}`,
        'https://oja.test/',
      ]),
    );
    for (const gone of [world.hiddenProduct, world.closedStoreProduct, world.subscribersPost])
      expect(urls.join('\n')).not.toContain(gone);
    expect(urls.some((u) => u.includes('/vendor/') || u.includes('/auth/'))).toBe(false);
  });

  it('splits each list into files of at most the given size, and the protocol caps the size', async () => {
    const small = await engines({ perFile: 1 });
    const index = locs((await small.inject('/sitemap.xml')).body);
    // Three creators: three files of one.
    expect(index).toContain('https://oja.test/sitemaps/creators-3.xml');
    for (const child of index.filter((c) => !c.includes('pages-'))) {
      const res = await small.inject(child.replace('https://oja.test', ''));
      expect(locs(res.body)).toHaveLength(1);
    }
    const wholeList = await allUrls(small);
    expect(wholeList.sort()).toEqual((await allUrls(await engines())).sort());
    // Asked for more than 50,000 a file, the sitemap still holds to the protocol's limit.
    const big = await engines({ perFile: 1_000_000 });
    expect(locs((await big.inject('/sitemap.xml')).body)).toHaveLength(5);
  });

  it('answers 404 for a file it does not have, and gzip to a client that takes it', async () => {
    const app = await engines();
    for (const path of [
      '/sitemaps/products-9.xml',
      '/sitemaps/orders-1.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-1.xml.gz',
      '/sitemaps/..%2Fsitemap.xml',
    ])
      expect((await app.inject(path)).statusCode, path).toBe(404);
    const zipped = await app.inject({
      url: '/sitemaps/stores-1.xml',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain(`/store/${world.store}<`);
  });

  it('is made once and kept, then made again from the database when its time is up', async () => {
    const kept = await engines({ keepMs: 60_000 });
    const fresh = await engines({ keepMs: 0 });
    const before = (await kept.inject('/sitemaps/products-1.xml')).body;
    await fresh.inject('/sitemaps/products-1.xml');
    const { vendor, shop } = await vendorCreator();
    const added = await addProduct(ctx.app, vendor, shop._id, { name: 'Ankara tote' });
    expect((await kept.inject('/sitemaps/products-1.xml')).body).toBe(before);
    expect((await fresh.inject('/sitemaps/products-1.xml')).body).toContain(added._id);
  });
});
