import { LRUCache } from 'lru-cache';
import type { Me } from '#shared/schemas/users.ts';
import { estimateBytes } from '../../memory.ts';
import { cacheStats } from '../../cache-stats.ts';

/** Where changes to users' rows are heard (the live hub's LISTEN connection). */
export type ChangeFeed = {
  watch: (w: { changed: (userId: string) => void; reset: () => void }) => () => void;
  readonly listening: boolean;
};

/** What the profile query read: the answer, and what the token check needs. */
export type LoadedProfile = {
  me: Me;
  version: number;
  /** Whether the asking session has ended. */
  ended: boolean;
  /** When the plan shown changes by the clock alone (a term starting or ending), if ever. */
  changesAt: Date | null;
};

type Copy = {
  me: Me;
  version: number;
  /** Sessions read as live with this copy; another session is checked in the database. */
  sessions: string[];
  bytes: number;
};

export type ProfileCopyLimits = { maxEntries: number; maxBytes: number; ttlMs: number };

/** 20,000 users or 64 MB, whichever comes first; a copy lives at most 10 minutes. */
export const PROFILE_COPY_LIMITS: ProfileCopyLimits = {
  maxEntries: 20_000,
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 10 * 60_000,
};

/** A user signed in on more devices than this keeps only the newest sessions in the copy. */
const SESSIONS_PER_COPY = 8;

export type ProfileCopies = ReturnType<typeof createProfileCopies>;

/**
 * Each user's `GET users/me` answer kept in memory, with their session version and the sessions
 * seen live, so a repeated call asks PostgreSQL nothing (docs/decisions/064-profile-copies.md).
 * A copy is forgotten on any change to a row it shows, on any instance (heard on the live
 * channel) and at once on this instance's own writes (`forget`). Copies are served and kept only
 * while the channel is heard: when it drops, every copy is forgotten. A read that was under way
 * when its user's rows changed answers but is not kept, since it may have read the old rows.
 */
export function createProfileCopies(feed: ChangeFeed, limits = PROFILE_COPY_LIMITS) {
  const copies = new LRUCache<string, Copy>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (c) => c.bytes,
    ttl: limits.ttlMs,
  });
  const stats = cacheStats('profile_copies');
  /** The reads under way per user, each marked when its user's rows change meanwhile. */
  const reading = new Map<string, Set<{ stale: boolean }>>();
  let watching = false;

  function forget(userId: string): void {
    copies.delete(userId);
    for (const mark of reading.get(userId) ?? []) mark.stale = true;
  }
  function forgetAll(): void {
    copies.clear();
    for (const marks of reading.values()) for (const mark of marks) mark.stale = true;
  }

  function heard(): boolean {
    if (!watching) {
      watching = true;
      feed.watch({ changed: forget, reset: forgetAll });
    }
    return feed.listening;
  }

  return {
    forget,
    forgetAll,
    /**
     * The user's profile for a token of `sessionId`: the copy when one is kept and knows the
     * session live, otherwise `load()` (kept for the next call when nothing changed meanwhile).
     */
    async read(
      userId: string,
      sessionId: string | null,
      load: () => Promise<LoadedProfile>,
    ): Promise<LoadedProfile> {
      const serving = heard();
      const copy = serving ? copies.get(userId) : undefined;
      if (copy && (sessionId === null || copy.sessions.includes(sessionId))) {
        stats.hits += 1;
        return { me: copy.me, version: copy.version, ended: false, changesAt: null };
      }
      stats.misses += 1;
      const mark = { stale: false };
      const marks = reading.get(userId) ?? new Set();
      marks.add(mark);
      reading.set(userId, marks);
      try {
        const loaded = await load();
        if (!mark.stale && feed.listening) keep(userId, sessionId, loaded);
        return loaded;
      } finally {
        marks.delete(mark);
        if (marks.size === 0) reading.delete(userId);
      }
    },
    get size() {
      return { entries: copies.size, bytes: copies.calculatedSize };
    },
    /** How often a copy answered (`/metrics`). */
    stats,
  };

  function keep(userId: string, sessionId: string | null, loaded: LoadedProfile): void {
    const ttl = loaded.changesAt
      ? Math.min(limits.ttlMs, loaded.changesAt.getTime() - Date.now())
      : limits.ttlMs;
    if (ttl <= 0) return;
    const kept = copies.get(userId);
    // A kept copy is still true (nothing changed since it was read, or it would be gone) and
    // so is this one: the sessions either saw live stay live.
    const sessions = kept && kept.version === loaded.version ? kept.sessions : [];
    const live = sessionId && !loaded.ended && !sessions.includes(sessionId) ? [sessionId] : [];
    const next = [...sessions, ...live].slice(-SESSIONS_PER_COPY);
    copies.set(
      userId,
      {
        me: loaded.me,
        version: loaded.version,
        sessions: next,
        bytes: estimateBytes(loaded.me) + 64 * next.length,
      },
      { ttl },
    );
  }
}
