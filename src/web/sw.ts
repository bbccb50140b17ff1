// Oja's service worker (decision 081): the app's shell and the pages, code, pictures and reads the
// phone has seen, for a bad connection; pushes; the signal to send what was done offline.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  APP_SHELL,
  keepsPage,
  offlineRule,
  QUEUED_SYNC_TAG,
  WORKER_MESSAGES,
} from '#shared/offline-rules.ts';
import { addDownloads, type Downloads } from '#web/lib/downloads.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string }[] };

const DAY_S = 24 * 3600;
const ok = new CacheableResponsePlugin({ statuses: [200] });
const keep = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_S, purgeOnQuotaError: true });

// The app's first code, its stylesheet and the shell (from the build); an update waits for the
// page's word (`skipWaiting` message) so an open checkout is never swapped under its user.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

const pages = new NetworkFirst({
  cacheName: 'oja-pages',
  networkTimeoutSeconds: 8,
  plugins: [ok, keep(40, 14)],
});
// Code files never change under a name (their names are their hashes).
const code = new CacheFirst({ cacheName: 'oja-code', plugins: [ok, keep(150, 30)] });
const codeMap = new NetworkFirst({
  cacheName: 'oja-code-map',
  networkTimeoutSeconds: 5,
  plugins: [ok],
});
const pictures = new CacheFirst({ cacheName: 'oja-pictures', plugins: [ok, keep(300, 14)] });
const catalogueFresh = new NetworkFirst({
  cacheName: 'oja-catalogue',
  networkTimeoutSeconds: 6,
  plugins: [ok, keep(300, 7)],
});
const catalogueAtOnce = new StaleWhileRevalidate({
  cacheName: 'oja-catalogue',
  plugins: [ok, keep(300, 7)],
});
const mine = new NetworkFirst({
  cacheName: 'oja-mine',
  networkTimeoutSeconds: 6,
  plugins: [ok, keep(60, 7)],
});

/**
 * How a request of Oja's own is answered, or null for the network alone. Pages: the network
 * first; offline, the copy last seen. Reads: as `offlineRule` says.
 */
function strategyFor(url: URL, request: Request, page: boolean): Strategy | null {
  if (url.origin !== self.location.origin) return null;
  if (page) return keepsPage(url.pathname) ? pages : null;
  if (url.pathname.startsWith('/assets/')) return code;
  if (url.pathname === '/code-map.json' || url.pathname.startsWith('/icons/')) return codeMap;
  if (url.pathname.startsWith('/uploads/')) return pictures;
  const rule = request.method === 'GET' ? offlineRule(url.pathname) : 'never';
  if (rule === 'catalogue')
    return request.headers.has('authorization') ? catalogueFresh : catalogueAtOnce;
  return rule === 'mine' ? mine : null;
}

registerRoute(
  ({ url, request }) => strategyFor(url, request, request.mode === 'navigate') !== null,
  (options) =>
    strategyFor(options.url, options.request, options.request.mode === 'navigate')!.handle(options),
);

/**
 * What the first visit loaded before this worker was there (the page, its code, its pictures),
 * kept as if it had come through it, so that page opens offline too.
 */
async function keepLoaded(urls: string[], event: ExtendableEvent): Promise<void> {
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    const request = new Request(url.href, { credentials: 'same-origin' });
    const page = !url.pathname.includes('.') && !url.pathname.startsWith('/api/');
    await strategyFor(url, request, page)
      ?.handle({ event, request })
      .catch(() => {});
  }
}

// A page asked for offline that was never kept: the shell, which renders it from what is kept.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document')
    return (await matchPrecache(APP_SHELL)) ?? Response.error();
  return Response.error();
});

// What this worker fetched (a page sees no bytes for what the worker answered): handed to the
// page that asks, which keeps the phone's count of data used.
let downloads: Downloads = { used: 0, without: 0 };
const fetched = new PerformanceObserver((list) => {
  addDownloads(downloads, list.getEntries());
  performance.clearResourceTimings();
});
fetched.observe({ type: 'resource', buffered: true });

/** What this worker fetched since a page last asked, or null when nothing. */
function takeDownloads(): Downloads | null {
  addDownloads(downloads, fetched.takeRecords());
  if (downloads.used === 0) return null;
  const taken = downloads;
  downloads = { used: 0, without: 0 };
  return taken;
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
  if (message?.type === WORKER_MESSAGES.dataUse && event.source) {
    const taken = takeDownloads();
    if (taken) event.source.postMessage({ type: WORKER_MESSAGES.dataUse, downloads: taken });
  }
  if (message?.type === WORKER_MESSAGES.keepLoaded && Array.isArray(message.urls))
    event.waitUntil(
      keepLoaded(message.urls.filter((u) => typeof u === 'string').slice(0, 100), event),
    );
});

// The network is back: open pages send the likes, follows and comments made offline (they hold
// the session that signs them). With no page open, the next visit sends them.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== QUEUED_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: WORKER_MESSAGES.sendQueued });
    }),
  );
});

type PushNotice = { title: string; body: string; url: string; tag?: string };

self.addEventListener('push', (event) => {
  const notice = event.data?.json() as PushNotice | undefined;
  if (!notice?.title) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/oja-192.png',
      badge: '/icons/oja-maskable-192.png',
      tag: notice.tag,
      data: { url: notice.url },
    }),
  );
});

// A tapped notice opens its page: in an Oja window already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string })?.url ?? '/',
    self.location.origin,
  );
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (pages) => {
      const open = pages[0] as WindowClient | undefined;
      if (open) {
        await open.focus();
        await open.navigate(url.href);
        return;
      }
      await self.clients.openWindow(url.href);
    }),
  );
});
