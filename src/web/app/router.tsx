import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type HydrationState,
} from 'react-router';
import { pageDataContext } from '#web/lib/page-data.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { loadVendorRoutes, ROOT_ROUTE_ID, routes } from './routes.tsx';

/**
 * The page came rendered from the server: the code of its matched screens must be in place
 * before React takes the HTML over, or the first render would differ from it.
 */
async function loadMatchedScreens(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` when it takes over a server-rendered page. */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadMatchedScreens();
  let vendorAdded = false;
  return createBrowserRouter(routes, {
    hydrationData,
    // The vendor dashboard's routes join the table when a vendor first opens it.
    patchRoutesOnNavigation: async ({ path, patch }) => {
      if (vendorAdded || !path.startsWith('/vendor/')) return;
      patch(ROOT_ROUTE_ID, await loadVendorRoutes());
      vendorAdded = true;
    },
    getContext: () =>
      new RouterContextProvider(new Map([[pageDataContext, { client: queryClient, wait: false }]])),
  });
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
