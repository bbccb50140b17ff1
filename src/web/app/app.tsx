import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ContextType,
  type ReactNode,
} from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { onToastsWanted, toastsWanted } from '#web/lib/notify.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { SessionPending } from '#web/lib/session-hint.ts';
import { DataSaver, savingData } from '#web/lib/data-saver.ts';
import { RESTORE_TIMEOUT_MS, useClientStore } from '#web/lib/store.ts';
import type { AppRouter } from './router.tsx';
import { theme } from './theme.ts';

const Toasts = lazy(() => import('./toasts.tsx'));
const noToastsOnServer = () => false;

/**
 * What MantineProvider (with its defaults) gives Mantine's components, for the one light colour
 * scheme: its CSS variables and breakpoint classes are in the stylesheet, written at build time
 * from this app's theme (vite.config.ts), and index.html sets `data-mantine-color-scheme`. So the
 * code that generates them and the colour scheme manager stay out of the first download.
 */
const mantineContext: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

/**
 * Saved state is restored behind the loading screen, waiting at most 1200 ms. A page that
 * came rendered from the server is shown at once, as a visitor sees it (so React can take the
 * HTML over as it is), and the saved state is applied right after; then `onTakenOver` runs.
 */
function useRestored(
  hydrating: boolean,
  onTakenOver?: () => void,
): { restored: boolean; tookOver: boolean } {
  const [restored, setRestored] = useState(() => hydrating || useClientStore.persist.hasHydrated());
  const [tookOver, setTookOver] = useState(false);
  useEffect(() => {
    if (hydrating) void useClientStore.persist.rehydrate().then(() => setTookOver(true));
  }, [hydrating]);
  // Taps made before the code ran count only once the saved session and cart are back and
  // rendered: a button's handler must see the signed-in user, not the visitor the page was.
  useEffect(() => {
    if (tookOver) onTakenOver?.();
  }, [tookOver, onTakenOver]);
  useEffect(() => {
    if (restored) return;
    const done = () => setRestored(true);
    const unsubscribe = useClientStore.persist.onFinishHydration(done);
    const timer = setTimeout(done, RESTORE_TIMEOUT_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [restored]);
  return { restored, tookOver };
}

/**
 * The theme, toasts and query cache around every screen, in the browser and on the server.
 * `sessionPending`: rendered for a browser that holds a session not restored yet.
 */
export function AppProviders({
  client,
  sessionPending = false,
  dataSaver = false,
  children,
}: {
  client: QueryClient;
  sessionPending?: boolean;
  /** Screens save data: smaller pictures, no autoplay, fewer items per page. */
  dataSaver?: boolean;
  children: ReactNode;
}) {
  const showToasts = useSyncExternalStore(onToastsWanted, toastsWanted, noToastsOnServer);
  return (
    <MantineContext value={mantineContext}>
      <MantineThemeProvider theme={theme}>
        {showToasts && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        <QueryClientProvider client={client}>
          <DataSaver value={dataSaver}>
            <SessionPending value={sessionPending}>{children}</SessionPending>
          </DataSaver>
        </QueryClientProvider>
      </MantineThemeProvider>
    </MantineContext>
  );
}

type AppProps = {
  router: AppRouter;
  hydrating: boolean;
  /** The server rendered the page for a browser holding a session (`SIGNED_IN_COOKIE`). */
  signedIn?: boolean;
  /** The server rendered the page for data saver: the first render matches it. */
  dataSaver?: boolean;
  onTakenOver?: () => void;
};

export function App({ router, hydrating, signedIn = false, dataSaver, onTakenOver }: AppProps) {
  const { restored, tookOver } = useRestored(hydrating, onTakenOver);
  const choice = useClientStore((s) => s.dataSaver);
  const saving = hydrating && !tookOver ? Boolean(dataSaver) : savingData(choice);
  // A screen's error (RouteError shows it) reaches the page's error handlers as an uncaught one
  // would, so error reporting, when it is on, hears of it too.
  return (
    <AppProviders
      client={queryClient}
      sessionPending={hydrating && signedIn && !tookOver}
      dataSaver={saving}
    >
      {restored ? (
        <RouterProvider router={router} onError={window.reportError} />
      ) : (
        <LoadingScreen />
      )}
    </AppProviders>
  );
}
