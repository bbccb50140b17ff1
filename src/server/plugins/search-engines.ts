import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';
import type { Executor } from '../db/client.ts';
import { escapeHtml as escape } from '../html.ts';
import type { SitemapEntry, SitemapSource } from '../module.ts';
import { sendNotFound } from './errors.ts';

/** The public pages whose content is not one row of the database: the `pages` child sitemap. */
export const INDEXED_PAGES = [
  '/',
  '/explore',
  '/explore/creators',
  '/shopper',
  '/about',
  '/app',
  '/faq',
  '/pricing',
  '/themes',
  '/ads',
  '/referral',
  '/support',
  '/blog',
];

/**
 * What search engines are asked to leave alone: the API, accounts, dashboards (and the owner's
 * theme previews under them), sign-in screens, the feeds made for one viewer and the links of
 * newsletter e-mails.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/dev/',
  '/auth/',
  '/shopper/',
  '/vendor/',
  '/explore/following',
  '/explore/for-you',
  '/newsletter/',
  '/news/',
  '/monitoring',
  '/console',
];

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SearchEngineOptions = {
  db: Executor;
  appUrl: string;
  sources: SitemapSource[];
  /** Addresses per child sitemap, at most the protocol's 50,000. */
  perFile?: number;
  /** How long a sitemap, once made, is served before it is made again from the database. */
  keepMs?: number;
};

type Made = { xml: Buffer; gzip: Buffer };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CHILD = /^\/sitemaps\/([a-z]+)-([1-9][0-9]{0,5})\.xml$/;

function urlset(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escape(appUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(appUrl: string, files: string[]): string {
  const items = files.map(
    (f) => `<sitemap><loc>${escape(`${appUrl}/sitemaps/${f}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * `/robots.txt` and `/sitemap.xml`: a sitemap index of child sitemaps (the public pages, then each
 * module's stores, products, creators and posts split into files of `perFile` addresses), made
 * from the database when first asked and kept for `keepMs`, so a crawler costs a few queries an
 * hour whatever it asks. Concurrent requests for one file share one making of it.
 */
export async function registerSearchEngines(app: FastifyInstance, opts: SearchEngineOptions) {
  const perFile = Math.min(opts.perFile ?? 10_000, SITEMAP_MAX_URLS);
  const keepMs = opts.keepMs ?? 60 * 60_000;
  const sources = new Map(opts.sources.map((s) => [s.name, s]));
  const kept = new Map<string, { until: number; value: Promise<unknown> }>();

  /** `make`'s answer, made once per `keepMs` and shared by concurrent requests; a failure is not kept. */
  function keep<T>(key: string, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = make();
    kept.set(key, { until: now + keepMs, value });
    value.catch(() => kept.delete(key));
    return value;
  }

  const sitemap = (key: string, make: () => Promise<string>): Promise<Made> =>
    keep(key, async () => {
      const xml = Buffer.from(await make());
      return { xml, gzip: gzipSync(xml) };
    });

  /** Every child file's name, from the sources' counts (kept as the index is). */
  const childFiles = () =>
    keep('files', async () => {
      const lists = await Promise.all(
        opts.sources.map(async (s) => {
          const n = Math.ceil((await s.count(opts.db)) / perFile);
          return Array.from({ length: n }, (_, i) => `${s.name}-${i + 1}.xml`);
        }),
      );
      return ['pages-1.xml', ...lists.flat()];
    });

  function send(request: FastifyRequest, reply: FastifyReply, made: Made) {
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('content-encoding', 'gzip').send(made.gzip);
    return reply.send(made.xml);
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      'Allow: /',
      '',
      `Sitemap: ${opts.appUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const made = await sitemap('index', async () => sitemapIndex(opts.appUrl, await childFiles()));
    return send(request, reply, made);
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = CHILD.exec(request.url.split('?')[0] ?? '');
    const name = `${match?.[1]}-${match?.[2]}.xml`;
    if (!match || !(await childFiles()).includes(name)) return sendNotFound(request, reply);
    const made = await sitemap(name, async () => {
      if (match[1] === 'pages')
        return urlset(
          opts.appUrl,
          INDEXED_PAGES.map((path) => ({ path, lastmod: null })),
        );
      const source = sources.get(match[1]!)!;
      const offset = (Number(match[2]) - 1) * perFile;
      return urlset(opts.appUrl, await source.list(opts.db, { offset, limit: perFile }));
    });
    return send(request, reply, made);
  });
}
