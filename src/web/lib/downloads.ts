/**
 * How many bytes a set of downloads took, as the browser counts them (Resource Timing's transfer
 * sizes), and would have taken without data saver. Shared by the page and the service worker:
 * a request the worker answers shows no bytes in the page (Chromium counts nothing for it), so
 * the worker counts what it fetched itself and hands the page its total.
 */

/**
 * Bytes of the picture data saver replaces for each byte of its 200 px copy: the 400 px copy
 * most screens show is about this much larger (measured over the demo's pictures by
 * `bench/data-saver.ts`; the 1920 px one of a product page far more, so this undercounts).
 */
export const NORMAL_BYTES_PER_SMALL_BYTE = 2.25;

export type Downloads = { used: number; without: number };

/** Adds these timing entries to the count (nothing for what came from a cache). */
export function addDownloads(count: Downloads, entries: PerformanceEntryList): void {
  for (const entry of entries as PerformanceResourceTiming[]) {
    const bytes = entry.transferSize;
    if (!bytes) continue;
    count.used += bytes;
    count.without += entry.name.endsWith('-small.webp')
      ? Math.round(bytes * NORMAL_BYTES_PER_SMALL_BYTE)
      : bytes;
  }
}

/** Two counts added up. */
export const together = (a: Downloads, b: Downloads): Downloads => ({
  used: a.used + b.used,
  without: a.without + b.without,
});

/** A count another context sent (the worker's answer), or null when it is not one. */
export function downloadsFrom(value: unknown): Downloads | null {
  const { used, without } = (value ?? {}) as Partial<Downloads>;
  const valid = (n: unknown): n is number =>
    typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  return valid(used) && valid(without) ? { used, without } : null;
}
