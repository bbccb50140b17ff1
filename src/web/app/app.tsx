import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { onToastsWanted, toastsWanted } from '#web/lib/notify.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { RESTORE_TIMEOUT_MS, useClientStore } from '#web/lib/store.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const Toasts = lazy(() => import('./toasts.tsx'));

/** Saved state is restored behind the loading screen, waiting at most 1200 ms (§9). */
function useRestored(): boolean {
  const [restored, setRestored] = useState(() => useClientStore.persist.hasHydrated());
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
  return restored;
}

export function App() {
  const restored = useRestored();
  const showToasts = useSyncExternalStore(onToastsWanted, toastsWanted);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {showToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        {restored ? <RouterProvider router={router} /> : <LoadingScreen />}
      </QueryClientProvider>
    </MantineProvider>
  );
}
