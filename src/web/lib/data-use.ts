/**
 * What Oja downloaded on this phone, per day, as the browser counts it (Resource Timing's
 * transfer sizes, the service worker's fetches included: nothing for what came from a cache), and
 * what it would have downloaded without data saver. Kept on the phone for a week; nothing is sent
 * anywhere.
 */
import { WORKER_MESSAGES } from '#shared/offline-rules.ts';
import { addDownloads, downloadsFrom, together, type Downloads } from './downloads.ts';

const STORAGE = 'oja-data-use';
const DAYS_KEPT = 7;

type Use = Record<string, Downloads>;

const today = () => new Date().toISOString().slice(0, 10);

function read(): Use {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE) ?? '{}') as Use) ?? {};
  } catch {
    return {};
  }
}

function write(use: Use): void {
  const keep = Object.keys(use).sort().slice(-DAYS_KEPT);
  try {
    localStorage.setItem(STORAGE, JSON.stringify(Object.fromEntries(keep.map((d) => [d, use[d]]))));
  } catch {
    // A full storage loses the count, never the page.
  }
}

/** The last seven days together (today included): what was used, and would have been. */
export function weekOfDataUse(): Downloads & { days: number } {
  const days = Object.values(read());
  return { ...days.reduce(together, { used: 0, without: 0 }), days: days.length };
}

let pending: Downloads = { used: 0, without: 0 };

function flush(): void {
  if (pending.used === 0) return;
  const use = read();
  use[today()] = together(use[today()] ?? { used: 0, without: 0 }, pending);
  pending = { used: 0, without: 0 };
  write(use);
}

/**
 * Counts every download of the page from now on (and what the page loaded before), with what the
 * service worker fetched for it, which it hands over when asked.
 */
export function countDataUse(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => addDownloads(pending, list.getEntries()));
  for (const type of ['navigation', 'resource'])
    observer.observe({ type, buffered: true } as PerformanceObserverInit);
  const worker = navigator.serviceWorker;
  worker?.addEventListener('message', (event) => {
    const message = event.data as { type?: string; downloads?: unknown } | null;
    const downloads = message?.type === WORKER_MESSAGES.dataUse && downloadsFrom(message.downloads);
    if (!downloads) return;
    pending = together(pending, downloads);
    flush();
  });
  // Asked only while the page is in view: a page in the background leaves the worker to stop.
  setInterval(() => {
    flush();
    if (document.visibilityState === 'visible')
      worker?.controller?.postMessage({ type: WORKER_MESSAGES.dataUse });
  }, 5000);
  // The browser hands entries over when it is idle: a page left soon after its last download
  // would lose them, so leaving takes what it has not handed over yet.
  const leave = () => {
    addDownloads(pending, observer.takeRecords());
    flush();
  };
  addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

// Here, not in the shared formatting module that most screens load: only the account reads it.
/** Data as people read it on their phone's data plan: "840 KB", "2.4 MB" (1 MB = 1024 KB). */
export function formatBytes(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  return mb < 1000 ? `${mb.toFixed(1)} MB` : `${(mb / 1024).toFixed(2)} GB`;
}
