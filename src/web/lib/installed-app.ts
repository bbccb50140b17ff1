import { KEPT_CALLS_STORAGE, WORKER_MESSAGES } from '#shared/offline-rules.ts';
import { notify } from './notify.ts';
import { syncDataSaver } from './data-saver-sync.ts';
import { countDataUse } from './data-use.ts';
import { sendKept } from './offline-queue.ts';
import { forgetPushOnThisDevice } from './push-subscription.ts';
import { queryClient } from './query-client.ts';
import { whenLoggingOut } from './session.ts';
import { useClientStore } from './store.ts';

/** What this needs of the app's router: to hear of each navigation. */
type Navigations = {
  subscribe(
    listener: (state: { navigation: { state: string }; location: { pathname: string } }) => void,
  ): unknown;
};

/** How often an open app asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Screens an update never interrupts: the checkout and the way back from the payment page. An
 * open dialog (a form being filled) waits too.
 */
function busy(pathname: string): boolean {
  return (
    pathname.startsWith('/shopper/checkout') ||
    useClientStore.getState().isCheckout ||
    document.querySelector('[role="dialog"]') !== null
  );
}

let sendingNow: Promise<void> | null = null;

/**
 * Sends the likes, follows and comments made offline, and says so when any went: once, however
 * many signs of the network's return arrive together (the `online` event, the worker's sync).
 */
function sendWhatWaits(): Promise<void> {
  sendingNow ??= (async () => {
    const sent = await sendKept();
    if (sent === 0) return;
    await queryClient.invalidateQueries();
    notify.success(
      sent === 1
        ? 'Back online: sent what you did offline'
        : `Back online: sent ${sent} things you did offline`,
    );
  })().finally(() => {
    sendingNow = null;
  });
  return sendingNow;
}

/** A line along the foot of every screen while the phone has no network. */
function showOffline(): void {
  const banner = document.createElement('div');
  banner.className = 'oja-offline';
  banner.setAttribute('role', 'status');
  banner.textContent =
    "You're offline: showing what you saw last. Likes, follows and comments are sent when you're back; payments need a connection.";
  const update = () => {
    if (navigator.onLine) banner.remove();
    else if (!banner.isConnected) document.body.append(banner);
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  update();
}

/** Same-origin files the page loaded before the service worker was there (not API reads). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin) && !name.includes('/api/'));
}

/**
 * The installed app's side in the page (decision 081), loaded after the page is up: registers the
 * service worker, sends what was done offline when the network is back, and takes a new version
 * on the next navigation that leaves no checkout or form behind (a full load of that page).
 */
export async function startInstalledApp(router: Navigations): Promise<void> {
  countDataUse();
  syncDataSaver();
  // What was done offline, the reads kept and the pushes this phone took were the account's
  // that logs out.
  whenLoggingOut(() => {
    localStorage.removeItem(KEPT_CALLS_STORAGE);
    if (typeof caches !== 'undefined')
      for (const name of ['oja-mine', 'oja-catalogue']) void caches.delete(name).catch(() => {});
    void forgetPushOnThisDevice().catch(() => {});
  });
  showOffline();
  addEventListener('online', () => void sendWhatWaits());
  if (navigator.onLine) void sendWhatWaits();
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === WORKER_MESSAGES.sendQueued)
      void sendWhatWaits();
  });
  const firstInstall = !navigator.serviceWorker.controller;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (firstInstall)
    void navigator.serviceWorker.ready.then((ready) =>
      ready.active?.postMessage({
        type: WORKER_MESSAGES.keepLoaded,
        urls: [location.href, ...loadedFiles()],
      }),
    );
  let waiting: ServiceWorker | null = navigator.serviceWorker.controller
    ? registration.waiting
    : null;
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      // The first install takes the page at once; a later one waits for a navigation.
      if (next.state === 'installed' && navigator.serviceWorker.controller) waiting = next;
    });
  });
  router.subscribe((state) => {
    if (!waiting || state.navigation.state !== 'idle' || busy(state.location.pathname)) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: WORKER_MESSAGES.skipWaiting });
    waiting = null;
  });
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
}
