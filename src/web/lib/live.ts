import { useEffect, useRef, useSyncExternalStore } from 'react';
import { api, ApiError } from './api-client.ts';
import { whenLoggingOut } from './session.ts';

/**
 * The signed-in user's live stream (`GET users/events`, Server-Sent Events read over fetch so the
 * key and token travel as headers). One connection per tab, opened while someone is signed in;
 * it reconnects with `Last-Event-ID` after a drop, so nothing said meanwhile is lost.
 */
export type LiveEvent = { id: number | null; kind: string; ref: string | null };
export type LiveCounts = { notifications: number; messages: number };

const NO_COUNTS: LiveCounts = { notifications: 0, messages: 0 };
const handlers = new Set<(e: LiveEvent) => void>();
const countWatchers = new Set<() => void>();
let counts: LiveCounts = NO_COUNTS;
let controller: AbortController | null = null;
let lastEventId: string | null = null;
/**
 * The ids already handled, newest last: writers commit out of id order, so a reconnect replays
 * the last moments again and each event must reach the handlers once.
 */
const seen = new Set<number>();
const SEEN_KEPT = 500;
/** The wait before reconnecting that the server asked for (`retry:`), if it did. */
let retryMs: number | null = null;
let users = 0;

function setCounts(next: LiveCounts) {
  counts = next;
  for (const w of countWatchers) w();
}

function dispatch(block: string) {
  let event = 'message';
  let id: string | null = null;
  let data = '';
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const cut = line.indexOf(':');
    const field = cut < 0 ? line : line.slice(0, cut);
    const value = cut < 0 ? '' : line.slice(cut + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data += value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  }
  // Resume after the highest id, which an event committed late may arrive after.
  if (id && /^\d+$/.test(id) && Number(id) > Number(lastEventId ?? 0)) lastEventId = id;
  // As EventSource does: a block without data (a `retry:` hint) is no event.
  if (!data) return;
  let parsed: Record<string, unknown>;
  try {
    parsed = data ? (JSON.parse(data) as Record<string, unknown>) : {};
  } catch {
    return;
  }
  if (event === 'counts') return setCounts({ ...NO_COUNTS, ...(parsed as Partial<LiveCounts>) });
  if (event === 'end') return;
  const e = { id: id ? Number(id) : null, kind: event, ref: (parsed.ref as string) ?? null };
  if (e.id !== null) {
    if (seen.has(e.id)) return;
    seen.add(e.id);
    if (seen.size > SEEN_KEPT) seen.delete(seen.values().next().value!);
  }
  for (const h of handlers) h(e);
}

async function read(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      dispatch(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 2);
    }
  }
}

async function run(signal: AbortSignal) {
  let delay = 1000;
  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {};
      const res = await api.response('/users/events', {
        headers: { ...headers, accept: 'text/event-stream' },
        signal,
        timeoutMs: 0,
      });
      if (!res.body) throw new Error('The live stream has no body');
      await read(res.body);
      // A stream the server ended on purpose (a restarting instance) comes back when it said.
      delay = retryMs ?? 1000;
      retryMs = null;
    } catch (err) {
      if (signal.aborted) return;
      // A session that cannot be renewed has already been ended by the API client.
      if (err instanceof ApiError && err.status === 401) return;
    }
    // Spread reconnections out, so a restarted server is not met by every client at once.
    await new Promise((r) => setTimeout(r, delay + Math.random() * 1000));
    delay = Math.min(delay * 2, 30_000);
  }
}

function start() {
  users += 1;
  if (controller) return;
  controller = new AbortController();
  void run(controller.signal);
}

function stop() {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  stopLive();
}

/** Closes the stream and forgets its counts (logout). */
export function stopLive(): void {
  controller?.abort();
  controller = null;
  lastEventId = null;
  seen.clear();
  setCounts(NO_COUNTS);
}

whenLoggingOut(stopLive);

/** Keeps the stream open while a signed-in screen that shows live figures is mounted. */
export function useLiveConnection(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    start();
    return stop;
  }, [signedIn]);
}

/** The unread figures the stream last sent. */
export function useLiveCounts(): LiveCounts {
  return useSyncExternalStore(
    (watch) => {
      countWatchers.add(watch);
      return () => countWatchers.delete(watch);
    },
    () => counts,
    () => NO_COUNTS,
  );
}

/** Calls `handler` for each live event of these kinds while the component is mounted. */
export function useLiveEvent(kinds: string | string[], handler: (e: LiveEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = [kinds].flat().join(',');
  useEffect(() => {
    const wanted = key.split(',');
    const h = (e: LiveEvent) => {
      if (wanted.includes(e.kind)) latest.current(e);
    };
    handlers.add(h);
    return () => void handlers.delete(h);
  }, [key]);
}
