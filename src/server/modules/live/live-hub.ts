import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { LIVE_CHANNEL, type LiveEvent } from './live.repo.ts';

/** What a stream is told: an event for its user, or that it must end. */
export type HubMessage =
  | { type: 'event'; event: LiveEvent }
  | { type: 'end' }
  /** This instance is stopping (a deploy): come back, to whichever instance answers. */
  | { type: 'restart' }
  /** Listening was interrupted: what was logged meanwhile must be read back from the log. */
  | { type: 'resync' };
type Listener = { userId: string; sessionId: string; send: (m: HubMessage) => void };

/**
 * Who keeps per-user copies of rows (the users module's profile copies): told which user's rows
 * changed on any instance, and told to forget everything when listening was interrupted.
 */
export type ChangeWatcher = { changed: (userId: string) => void; reset: () => void };

/**
 * Who keeps a copy every instance has (the catalogue's pages): told when another instance
 * announced a change to it, with what that instance sent, and told to forget everything when
 * listening was interrupted.
 */
export type TopicWatcher = { changed: (data: unknown) => void; reset: () => void };

/** The listening connection's `application_name`. */
export const LISTENING_CONNECTION = 'oja-live';

/** The most a notification may carry (PostgreSQL's limit is 8,000 bytes). */
const MAX_ANNOUNCEMENT_BYTES = 7_000;

export type LiveHub = ReturnType<typeof createLiveHub>;

/** Payloads on the channel (live.repo.ts): a user's event, a closed session or user, a broadcast. */
type Payload =
  | { i: number; u: string; k: string; r: string | null }
  | { s: string }
  | { x: string }
  | { b: 1; k: string; r: string | null }
  /** A row a user's profile shows changed (the triggers of migration 0049). */
  | { p: string }
  /** Topic `a` changed on instance `o`, with `d` for the others. */
  | { a: string; o: string; d?: unknown };

/**
 * One LISTEN connection per app instance, shared by every open stream on it. A notification for
 * a user reaches only that user's streams; the connection is taken from the pool and comes back
 * (re-listening) if the database drops it.
 */
export function createLiveHub(deps: { pool: pg.Pool; log: (msg: string, err?: unknown) => void }) {
  const byUser = new Map<string, Set<Listener>>();
  const watchers = new Set<ChangeWatcher>();
  const topics = new Map<string, Set<TopicWatcher>>();
  /** This instance, so it does not act on its own announcements. */
  const instance = randomUUID();
  const resetAll = () => {
    for (const w of watchers) w.reset();
    for (const set of topics.values()) for (const w of set) w.reset();
  };
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let broadcastSeq = 0;

  function dispatch(raw: string | undefined) {
    let p: Payload;
    try {
      p = JSON.parse(raw ?? '') as Payload;
    } catch {
      return;
    }
    if ('p' in p) {
      for (const w of watchers) w.changed(p.p);
    } else if ('a' in p) {
      if (p.o !== instance) for (const w of topics.get(p.a) ?? []) w.changed(p.d);
    } else if ('i' in p) {
      const event = { id: p.i, kind: p.k, ref: p.r };
      for (const l of byUser.get(p.u) ?? []) l.send({ type: 'event', event });
    } else if ('s' in p || 'x' in p) {
      for (const set of byUser.values())
        for (const l of set)
          if (('s' in p && l.sessionId === p.s) || ('x' in p && l.userId === p.x))
            l.send({ type: 'end' });
    } else if ('b' in p) {
      // A broadcast is not logged per user, so it carries no replayable id.
      const event = { id: 0, kind: p.k, ref: p.r ?? String(++broadcastSeq) };
      for (const set of byUser.values()) for (const l of set) l.send({ type: 'event', event });
    }
  }

  /** Gives the listening connection back for good: it is closed, not pooled, and never twice. */
  let giveBack: (() => void) | null = null;

  async function connect(): Promise<void> {
    const c = await deps.pool.connect();
    const onNotification = (n: { payload?: string }) => dispatch(n.payload);
    let released = false;
    const release = (err?: Error) => {
      if (released) return;
      released = true;
      c.off('notification', onNotification);
      c.off('error', onError);
      if (client === c) client = null;
      giveBack = null;
      c.release(err ?? true);
    };
    const onError = (err: Error) => {
      deps.log('live: listening connection lost, reconnecting', err);
      release(err);
      // Changes made while nobody listens are never heard: every copy is forgotten now.
      resetAll();
      if (!closed && (byUser.size > 0 || watchers.size > 0 || topics.size > 0))
        setTimeout(() => void resume(), 1000);
    };
    c.on('notification', onNotification);
    c.on('error', onError);
    try {
      // Named, so it is told apart in pg_stat_activity whatever it last ran.
      await c.query(`SET application_name = '${LISTENING_CONNECTION}'`);
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      release(err as Error);
      throw err;
    }
    client = c;
    giveBack = release;
  }

  /** Listens again after a lost connection and has every stream catch up from the log. */
  async function resume(): Promise<void> {
    if (closed) return;
    try {
      await ensure();
    } catch {
      setTimeout(() => void resume(), 5000);
      return;
    }
    for (const set of byUser.values()) for (const l of set) l.send({ type: 'resync' });
  }

  function ensure(): Promise<void> {
    if (client) return Promise.resolve();
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  }

  return {
    /** Starts passing this user's events to `send`; returns the unsubscribe. */
    async subscribe(userId: string, sessionId: string, send: Listener['send']) {
      const listener = { userId, sessionId, send };
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      try {
        await ensure();
      } catch (err) {
        set.delete(listener);
        throw err;
      }
      return () => {
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    /**
     * Passes every user's row changes to `watcher` from now on, listening if nobody did yet (and
     * again whenever the connection comes back); returns the unsubscribe.
     */
    watch(watcher: ChangeWatcher) {
      watchers.add(watcher);
      if (!closed) ensure().catch(() => setTimeout(() => void resume(), 5000));
      return () => void watchers.delete(watcher);
    },
    /**
     * Passes the other instances' announcements on `topic` to `watcher` from now on, listening
     * if nobody did yet; returns the unsubscribe.
     */
    hear(topic: string, watcher: TopicWatcher) {
      const set = topics.get(topic) ?? new Set();
      set.add(watcher);
      topics.set(topic, set);
      if (!closed) ensure().catch(() => setTimeout(() => void resume(), 5000));
      return () => void set.delete(watcher);
    },
    /**
     * Tells every other instance that `topic` changed, with `data` (dropped when too large for
     * a notification: they then forget without it). Never fails the caller: a lost announcement
     * costs the others at most their copies' short lives.
     */
    announce(topic: string, data?: unknown) {
      let payload = JSON.stringify({ a: topic, o: instance, d: data });
      if (Buffer.byteLength(payload) > MAX_ANNOUNCEMENT_BYTES)
        payload = JSON.stringify({ a: topic, o: instance });
      // Sent on the listening connection when there is one: a notice takes no pool connection
      // from the requests.
      (client ?? deps.pool)
        .query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload])
        .catch((err: unknown) => deps.log(`live: could not announce ${topic}`, err));
    },
    /** Whether the channel is heard now: a copy may be served only then. */
    get listening() {
      return client !== null && !closed;
    },
    streamsOf: (userId: string) => byUser.get(userId)?.size ?? 0,
    get openStreams() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    async close() {
      closed = true;
      resetAll();
      watchers.clear();
      topics.clear();
      for (const set of byUser.values()) for (const l of set) l.send({ type: 'restart' });
      byUser.clear();
      await connecting?.catch(() => {});
      giveBack?.();
    },
  };
}
