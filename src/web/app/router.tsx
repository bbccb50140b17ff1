import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type HydrationState,
} from 'react-router';
import { savingData } from '#web/lib/data-saver.ts';
import { pageDataContext } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { ROOT_ROUTE_ID, routes, routesOnDemand } from './routes.tsx';

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
  const added = new Set<string>();
  return createBrowserRouter(routes, {
    hydrationData,
    // The vendor dashboard's and the console's routes join the table when first opened.
    patchRoutesOnNavigation: async ({ path, patch }) => {
      for (const [start, load] of routesOnDemand)
        if (path.startsWith(start) && !added.has(start)) {
          added.add(start);
          patch(ROOT_ROUTE_ID, await load());
        }
    },
    // Each navigation reads data saver afresh: a list asks for the page size its screen shows.
    getContext: () =>
      new RouterContextProvider(
        new Map([
          [
            pageDataContext,
            {
              client: queryClient,
              wait: false,
              dataSaver: savingData(useClientStore.getState().dataSaver),
            },
          ],
        ]),
      ),
  });
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
