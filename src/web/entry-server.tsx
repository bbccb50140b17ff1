import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import type { CreatePageRenderer, RenderedPage } from '#shared/page-render.ts';
import { AppProviders } from './app/app.tsx';
import {
  loadConsoleRoutes,
  loadVendorRoutes,
  ROOT_ROUTE_ID,
  routes as browserRoutes,
  type RouteHandle,
} from './app/routes.tsx';
import { preloadLoadError } from './components/load-error.tsx';
import { configureApiClient, isNotFound } from './lib/api-client.ts';
import { pageDataContext } from './lib/page-data.ts';

// Every route at once (the browser adds the vendor dashboard's and the console's when first
// opened): a vendor's address is a page for the browser to render, not a missing one.
const everyRoute: Promise<RouteObject[]> = Promise.all([
  loadVendorRoutes(),
  loadConsoleRoutes(),
]).then(([vendorRoutes, consoleRoutes]) =>
  browserRoutes.map((route) =>
    route.id === ROOT_ROUTE_ID && !route.index
      ? { ...route, children: [...(route.children ?? []), ...vendorRoutes, ...consoleRoutes] }
      : route,
  ),
);

const handleOf = (route: { handle?: unknown }) => route.handle as RouteHandle | undefined;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** The first picture the page asks for first (`fetchpriority="high"`), to name in the head. */
function preloadImageOf(html: string): RenderedPage['preloadImage'] {
  // React writes the attributes as it names them (fetchPriority, srcSet); HTML ignores case.
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const href = attr('src');
  if (!href) return null;
  return { href, srcset: attr('srcset'), sizes: attr('sizes') };
}

/**
 * Renders a public page on the server: its route loaders fill a fresh query cache (this page's
 * own: visitors never share one), the app renders with it, and the cache goes into the page so
 * the browser takes over without asking for the same data again.
 */
export const createPageRenderer: CreatePageRenderer = ({ apiKey, fetch }) => {
  configureApiClient({ apiKey: () => apiKey, fetch });
  const ready = everyRoute.then((routes) => ({ routes, handler: createStaticHandler(routes) }));
  return async (url, visitor) => {
    const { routes, handler } = await ready;
    const location = new URL(url, 'http://localhost');
    const matches = matchRoutes(routes, location.pathname) ?? [];
    if (!matches.some((m) => handleOf(m.route)?.ssr)) return null;
    // A failed read renders its error state in the page: its code must be at hand.
    await preloadLoadError();

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const context = await handler.query(new Request(location), {
      requestContext: new RouterContextProvider(
        new Map([[pageDataContext, { client, wait: true, dataSaver: visitor.dataSaver }]]),
      ),
    });
    if (context instanceof Response || context.errors) return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <AppProviders client={client} sessionPending={visitor.signedIn} dataSaver={visitor.dataSaver}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // One piece: React would otherwise move large parts to the end with inline scripts.
      {
        onError: (error) => void errors.push(error),
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await text(prelude);
    if (errors.length > 0) throw errors[0];
    // A part that suspended would need React's inline scripts, which the page's policy forbids:
    // its code must be loaded before rendering (`deferred(...).preload()` in the loader).
    if (html.includes('<template id="B:'))
      throw new Error(`Part of ${url} suspended on the server`);
    const chunks = context.matches.flatMap((m) => handleOf(m.route)?.chunk ?? []);
    const missing =
      chunks.includes('routes/not-found.tsx') ||
      client
        .getQueryCache()
        .getAll()
        .some((q) => isNotFound(q.state.error));
    const state = {
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
      // The browser's first render matches this one: the account's place, then the account.
      signedIn: visitor.signedIn,
      dataSaver: visitor.dataSaver,
    };
    client.clear();
    return {
      status: missing ? 404 : context.statusCode,
      html,
      state: JSON.stringify(state).replace(/</g, '\\u003c'),
      chunks,
      preloadImage: preloadImageOf(html),
    };
  };
};
