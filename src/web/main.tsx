// Mantine's stylesheet with only the components the app uses (vite.mantine-styles.ts).
import 'virtual:mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
// Last, as MantineProvider's <style> elements came after the stylesheet (see vite.config.ts).
import 'virtual:mantine-theme.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { PAGE_STATE_ID } from '#shared/page-render.ts';
import { App } from './app/app.tsx';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { replayTaps, takeEarlyTaps, whenQuiet } from './lib/early-taps.ts';
import { queryClient } from './lib/query-client.ts';
import { holdScreenCode, warmScreenCode } from './lib/route-code.ts';
import { connectApiClient } from './lib/session.ts';
import { useClientStore } from './lib/store.ts';

/**
 * The installed app (service worker, offline line, what was done offline): its code is fetched
 * once the page is up, never with the page (decision 081).
 */
function startInstalledApp(router: AppRouter): void {
  setTimeout(
    () =>
      void import('./lib/installed-app.ts')
        .then((m) => m.startInstalledApp(router))
        .catch(() => {}),
    1000,
  );
}

type PageState = {
  router: HydrationState;
  queries: DehydratedState;
  signedIn?: boolean;
  dataSaver?: boolean;
};

/**
 * Lets the browser run what waits (a tap, a paint) before the next step of taking the page over:
 * each step is then its own task, instead of one long one a cheap phone cannot answer during.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

connectApiClient();
// The browser offers to install the app once per page, maybe before its screen is open: kept for
// the Get the app screen (`lib/install-prompt.ts`).
addEventListener('beforeinstallprompt', (e) => Object.assign(window, { ojaInstallOffer: e }));
addEventListener('appinstalled', () =>
  Object.assign(window, { ojaInstallOffer: null, ojaInstalled: true }),
);
const root = document.getElementById('root')!;
const stateElement = document.getElementById(PAGE_STATE_ID);

if (stateElement?.textContent) {
  // Rendered on the server: take the HTML over with the data it was rendered from.
  const state = JSON.parse(stateElement.textContent) as PageState;
  hydrate(queryClient, state.queries);
  holdScreenCode();
  await nextTask();
  const router = await createAppRouter(state.router);
  startInstalledApp(router);
  await nextTask();
  // As a transition, hydration works in slices and lets the phone answer a tap in between,
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App
          router={router}
          hydrating
          signedIn={state.signedIn}
          dataSaver={state.dataSaver}
          onTakenOver={() =>
            void whenQuiet(queryClient).then(() => {
              replayTaps(takeEarlyTaps());
              warmScreenCode();
            })
          }
        />
      </StrictMode>,
    );
  });
} else {
  await useClientStore.persist.rehydrate();
  const router = await createAppRouter();
  startInstalledApp(router);
  createRoot(root).render(
    <StrictMode>
      <App router={router} hydrating={false} />
    </StrictMode>,
  );
}

// Error reporting, where the server turned it on: its code is fetched once the page is up, never
// with the page (decision 073).
if (document.querySelector('meta[name=oja-sentry]'))
  setTimeout(() => import('./lib/sentry.ts'), 2000);
