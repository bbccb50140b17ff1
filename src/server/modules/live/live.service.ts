import type { Db, Executor } from '../../db/client.ts';
import * as repo from './live.repo.ts';

export type LiveService = ReturnType<typeof createLiveService>;
/** What a user's open streams are told about; the client refetches what the kind names. */
export type LiveKind = 'notification' | 'message' | 'read' | 'support';

/** How long a reconnecting client can be told what it missed. */
const KEPT_MS = 2 * 24 * 3600_000;
/** At most this many missed events are replayed; a client further behind refetches anyway. */
const REPLAY_LIMIT = 200;
/**
 * A catch-up also sends the events of this last while, whatever their id: one committed late
 * (after a higher id was seen) is not missed; the client drops those it already has.
 */
export const REPLAY_OVERLAP_MS = 30_000;

/**
 * Live updates for signed-in users (decision 029). Writers call `announce` inside their own
 * transaction; every app instance hears it on commit through PostgreSQL LISTEN/NOTIFY and passes
 * it to that user's open Server-Sent Events streams (live-hub.ts).
 */
export function createLiveService(deps: { db: Db }) {
  return {
    announce: (tx: Executor, userId: string, kind: LiveKind, ref: string | null = null) =>
      repo.insertAndNotify(tx, { userId, kind, ref }),
    /** Ends the streams of a session that signed out, on every instance. */
    sessionClosed: (sessionId: string) => repo.notifyOnly(deps.db, { s: sessionId }),
    /** Ends every stream of a user whose sessions all ended (a password change). */
    userSignedOut: (userId: string) => repo.notifyOnly(deps.db, { x: userId }),
    /** One event to every open stream (service announcements; the delivery benchmark). */
    broadcast: (kind: string, ref: string | null = null) =>
      repo.notifyOnly(deps.db, { b: 1, k: kind, r: ref }),
    missedSince: (userId: string, afterId: number) =>
      repo.eventsAfter(
        deps.db,
        userId,
        afterId,
        new Date(Date.now() - REPLAY_OVERLAP_MS),
        REPLAY_LIMIT,
      ),
    latestId: (userId: string) => repo.latestId(deps.db, userId),
    prune: () => repo.deleteOlderThan(deps.db, new Date(Date.now() - KEPT_MS)),
  };
}
