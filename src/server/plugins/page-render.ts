import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  CreatePageRenderer,
  PageVisitor,
  RenderedPage,
  RenderPage,
} from '#shared/page-render.ts';
import { escapeHtml as escape } from '../html.ts';

/** Where the build puts the web app's server renderer, beside the browser build. */
export const ssrDirOf = (distDir: string): string => `${distDir}-ssr`;

/** Who asked for a page: its address and browser. */
export type PageRequester = { ip: string; userAgent: string | undefined };

/**
 * The visitor whose page is being rendered: the API sees their address and browser, as if they
 * asked (a sponsored card's token is made for that viewer, and their browser sends it back).
 */
const visitor = new AsyncLocalStorage<PageRequester>();

/** API requests of a page being rendered go through the app's own router, not the network. */
function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(visitor.getStore()?.userAgent ? { 'user-agent': visitor.getStore()!.userAgent! } : {}),
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitor.getStore()?.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

/** The server renderer of the built web app, or null when there is no build of it. */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string,
  apiKey: string,
): Promise<
  ((url: string, from: PageRequester, visitor: PageVisitor) => Promise<RenderedPage | null>) | null
> {
  const entry = path.join(ssrDirOf(distDir), 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const render: RenderPage = createPageRenderer({ apiKey, fetch: injectFetch(app) });
  return (url, from, who) => visitor.run(from, () => render(url, who));
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** What a rendered page needs beyond the app's entry: head links, and its screens' code. */
export type PageAssets = { head: string; code: string[] };

/**
 * What a rendered page needs beyond the app's entry: its styles (so the HTML is styled before
 * any script runs) and its main picture in the head, and its screens' code (fetched in parallel
 * with the entry instead of one after another, once the page has painted).
 */
export function pageAssets(distDir: string): (page: RenderedPage) => PageAssets {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = closure(entries);

  return (page) => {
    const chunks = [...closure(page.chunks)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => manifest[key]!);
    const links = chunks.flatMap((chunk) =>
      (chunk.css ?? []).map((css) => `<link rel="stylesheet" href="/${escape(css)}" />`),
    );
    // Taken from the rendered markup, so already escaped.
    const image = page.preloadImage;
    if (image) {
      const set = image.srcset
        ? ` imagesrcset="${image.srcset}" imagesizes="${image.sizes ?? '100vw'}"`
        : '';
      links.unshift(
        `<link rel="preload" as="image" href="${image.href}"${set} fetchpriority="high" />`,
      );
    }
    return { head: links.join('\n    '), code: chunks.map((chunk) => `/${chunk.file}`) };
  };
}
