import type { AdEvents } from './api/events.ts';

/** The most impressions and clicks one report carries (`POST ads/events`). */
export const MOST_IMPRESSIONS_SENT = 50;
export const MOST_CLICKS_SENT = 10;
/** Impressions wait this long to go together in one report. */
export const IMPRESSIONS_EVERY_MS = 2_000;

export type AdTracker = {
  /** A card was half on screen for a second: counted once per token, sent with the next batch. */
  seen: (token: string) => void;
  /** A card was opened: sent at once (with the impressions waiting), once per token. */
  opened: (token: string) => void;
  /** Sends the impressions waiting now (the page is being left or hidden). */
  flush: () => void;
};

/**
 * Counts sponsored cards seen and opened, each token once, and reports them through `send`.
 * A report that fails is not retried: its tokens may be counted again if seen or opened again.
 */
export function createAdTracker(
  send: (events: AdEvents) => Promise<unknown>,
  everyMs = IMPRESSIONS_EVERY_MS,
): AdTracker {
  const seen = new Set<string>();
  const opened = new Set<string>();
  const waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const report = (impressions: string[], clicks: string[]) => {
    send({ impressions, clicks }).catch(() => {
      for (const token of impressions) seen.delete(token);
      for (const token of clicks) opened.delete(token);
    });
  };
  const flush = () => {
    stopTimer();
    while (waiting.length > 0) report(waiting.splice(0, MOST_IMPRESSIONS_SENT), []);
  };

  return {
    seen(token) {
      if (seen.has(token)) return;
      seen.add(token);
      waiting.push(token);
      if (waiting.length >= MOST_IMPRESSIONS_SENT) flush();
      else timer ??= setTimeout(flush, everyMs);
    },
    opened(token) {
      if (opened.has(token)) return;
      opened.add(token);
      report(waiting.splice(0, MOST_IMPRESSIONS_SENT), [token]);
      if (waiting.length === 0) stopTimer();
    },
    flush,
  };
}

/** Calls `flush` when the page is left or hidden (a phone's app switcher, a closed tab). */
export function flushWhenHidden(flush: () => void, doc: Document = document): () => void {
  const view = doc.defaultView;
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  view?.addEventListener('pagehide', flush);
  doc.addEventListener('visibilitychange', onHidden);
  return () => {
    view?.removeEventListener('pagehide', flush);
    doc.removeEventListener('visibilitychange', onHidden);
  };
}
