/**
 * What Oja downloaded on this phone, per day, as the browser counts it (Resource Timing's
 * transfer sizes: nothing for what came from its cache), and what it would have downloaded
 * without data saver. Kept on the phone for a week; nothing is sent anywhere.
 */
const STORAGE = 'oja-data-use';
const DAYS_KEPT = 7;

/**
 * Bytes of the picture data saver replaces for each byte of its 200 px copy: the 400 px copy
 * most screens show is about this much larger (measured over the demo's pictures by
 * `bench/data-saver.ts`; the 1920 px one of a product page far more, so this undercounts).
 */
export const NORMAL_BYTES_PER_SMALL_BYTE = 2.25;

type Day = { used: number; without: number };
type Use = Record<string, Day>;

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
export function weekOfDataUse(): Day & { days: number } {
  const use = read();
  const days = Object.values(use);
  return {
    used: days.reduce((n, d) => n + d.used, 0),
    without: days.reduce((n, d) => n + d.without, 0),
    days: days.length,
  };
}

let pending: Day = { used: 0, without: 0 };

function flush(): void {
  if (pending.used === 0) return;
  const use = read();
  const day = use[today()] ?? { used: 0, without: 0 };
  use[today()] = { used: day.used + pending.used, without: day.without + pending.without };
  pending = { used: 0, without: 0 };
  write(use);
}

/** Counts every download of the page from now on (and what the page loaded before). */
export function countDataUse(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const bytes = entry.transferSize;
      if (!bytes) continue;
      pending.used += bytes;
      pending.without += entry.name.endsWith('-small.webp')
        ? Math.round(bytes * NORMAL_BYTES_PER_SMALL_BYTE)
        : bytes;
    }
  });
  for (const type of ['navigation', 'resource'])
    observer.observe({ type, buffered: true } as PerformanceObserverInit);
  setInterval(flush, 5000);
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
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
