import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DEFAULT_SHARE_IMAGE, metaFor, type PageMeta } from '#shared/meta.ts';
import { pagePath } from '#shared/page-titles.ts';
import { APP_SHELL } from '#shared/offline-rules.ts';
import { dataSaverOf, PAGE_STATE_ID, signedInCookie } from '#shared/page-render.ts';
import type { SentrySettings } from '../config.ts';
import { escapeHtml as escape } from '../html.ts';
import { parseDsn, publicDsn } from '../telemetry/dsn.ts';
import { jsonLdTag } from '../structured-data.ts';
import { codeAfterPaintTags, splitTemplateCode } from './code-after-paint.ts';
import { loadPageRenderer, pageAssets } from './page-render.ts';

/** The head tags of a page: title, description, keywords, canonical, Open Graph and Twitter cards. */
export function metaTags(meta: PageMeta, url: string, appUrl: string): string {
  const image = meta.image.startsWith('http') ? meta.image : `${appUrl}${meta.image}`;
  const address = escape(`${appUrl}${pagePath(url)}`);
  const tags = [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    `<meta name="keywords" content="${escape(meta.keywords.join(', '))}" />`,
    `<link rel="canonical" href="${address}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Oja" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${address}" />`,
    `<meta property="og:image" content="${escape(image)}" />`,
  ];
  // Only the share image's size is known here; a preview measures an uploaded picture itself.
  if (meta.image === DEFAULT_SHARE_IMAGE)
    tags.push(
      `<meta property="og:image:width" content="512" />`,
      `<meta property="og:image:height" content="512" />`,
    );
  tags.push(
    `<meta name="twitter:card" content="${meta.largeImage ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    `<meta name="twitter:image" content="${escape(image)}" />`,
  );
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (meta.structuredData) tags.push(jsonLdTag(meta.structuredData(appUrl)));
  return tags.join('\n    ');
}

export type WebOptions = {
  distDir: string;
  appUrl: string;
  /** The public API key the browser sends; given to the page so one build serves any deployment. */
  webApiKey: string;
  /** Meta of pages whose content lives in the database (storefronts, products); null → the table. */
  resolveMeta?: (pathname: string) => Promise<PageMeta | null>;
  /** Error reporting: the page is told the DSN (its public part) only when it is set. */
  sentry?: SentrySettings;
};

/**
 * The tag that turns error reporting on in the browser (`src/web/lib/sentry.ts`): the DSN's
 * public part and the environment. Without it the page never loads the SDK.
 */
export function sentryTag(sentry: SentrySettings | undefined): string | null {
  const dsn = sentry && parseDsn(sentry.dsn);
  if (!sentry || !dsn) return null;
  return `<meta name="oja-sentry" content="${escape(publicDsn(dsn))}" data-environment="${escape(sentry.environment)}" />`;
}

/**
 * A page is compressed as the browser accepts (a rendered page is tens of KB of markup and data,
 * a fifth of that compressed): brotli at a quality that costs about a millisecond, else gzip.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // A signed-in browser's page holds the account's place where a visitor's says Log in.
  reply.header('vary', 'accept-encoding, cookie, save-data');
  if (html.length < 1024) return reply.send(html);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built web app: hashed assets with year-long immutable caching and precompressed
 * brotli/gzip, and every other non-API GET path as index.html with that page's meta injected.
 * The public pages come rendered, with their data, when the build has the server renderer.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: WebOptions,
): Promise<PageHandler | null> {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const apiKeyTag = `<meta name="oja-api-key" content="${escape(opts.webApiKey)}" />`;
  const telemetryTag = sentryTag(opts.sentry);
  const renderPage = await loadPageRenderer(app, opts.distDir, opts.webApiKey);
  // A rendered page is read and seen before its code runs: the code is asked for after paint.
  const rendered = splitTemplateCode(template);
  const assetsOf = pageAssets(opts.distDir);

  await app.register(fastifyStatic, {
    root: opts.distDir,
    index: false,
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The screens' code map names this build's files, and the service worker and the app's
      // manifest are the installed app's own: checked again on each visit.
      const current = /^(code-map\.json|sw\.js|manifest\.webmanifest)$/.test(
        path.basename(filePath),
      );
      reply.header(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : current
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const sendPage: PageHandler = async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const found = (await opts.resolveMeta?.(pathname).catch(() => null)) ?? metaFor(pathname);
    // A filtered or searched copy of a page (`?state=Lagos`) is not listed by search engines: its
    // canonical link names the page itself.
    const meta = request.url.includes('?') ? { ...found, noindex: true } : found;
    const signedIn = signedInCookie(request.headers.cookie);
    const saveData = request.headers['save-data'];
    const dataSaver = dataSaverOf(
      request.headers.cookie,
      Array.isArray(saveData) ? saveData[0] : saveData,
    );
    const page = await renderPage?.(
      request.url,
      { ip: request.ip, userAgent: request.headers['user-agent'] },
      { signedIn, dataSaver },
    ).catch((err: unknown) => {
      // The browser can still render it: a failed server render costs speed, not the page.
      request.log.error({ err }, 'page render failed');
      return null;
    });
    const head = [metaTags(meta, pathname, opts.appUrl), apiKeyTag];
    if (telemetryTag) head.push(telemetryTag);
    const assets = page ? assetsOf(page) : null;
    if (assets?.head) head.push(assets.head);
    let html = (page ? rendered.template : template).replace(
      '<!--oja-meta-->',
      head.join('\n    '),
    );
    if (page && assets) {
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>\n    ${codeAfterPaintTags([...rendered.files, ...assets.code])}`,
      );
    }
    reply
      .code(page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    return sendCompressed(request, reply, html);
  };
  // The static plugin answers a directory ("/") itself; the home page is the app too.
  app.get('/', { schema: { hide: true } }, sendPage);
  // The installed app's shell (decision 081): kept by the service worker, it renders in the
  // browser any page asked for offline that the phone has not kept.
  const shell = template.replace(
    '<!--oja-meta-->',
    [metaTags({ ...metaFor('/'), noindex: true }, '/', opts.appUrl), apiKeyTag, telemetryTag]
      .filter(Boolean)
      .join('\n    '),
  );
  app.get(APP_SHELL, { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, shell);
  });
  return sendPage;
}

/** A browser asking for a page of the app, not for an API path or a file. */
export function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/dev/'))
    return false;
  return path.extname(pathname) === '';
}
