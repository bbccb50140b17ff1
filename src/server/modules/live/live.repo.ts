import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { liveEvents } from './live.schema.ts';

/** The channel every app instance listens on. */
export const LIVE_CHANNEL = 'oja_live';

export type LiveEvent = { id: number; kind: string; ref: string | null };

/**
 * Logs the event and notifies the channel in one statement. PostgreSQL delivers a NOTIFY only when
 * the transaction commits, so listeners never hear of a change that rolled back.
 */
export async function insertAndNotify(
  db: Executor,
  e: { userId: string; kind: string; ref: string | null },
): Promise<void> {
  await db.execute(sql`
    WITH e AS (
      INSERT INTO ${liveEvents} (user_id, kind, ref) VALUES (${e.userId}, ${e.kind}, ${e.ref})
      RETURNING id, user_id, kind, ref
    )
    SELECT pg_notify(${LIVE_CHANNEL}, json_build_object('i', id, 'u', user_id, 'k', kind, 'r', ref)::text)
    FROM e`);
}

/** A message to every listener without a log entry (a closed session, a broadcast). */
export async function notifyOnly(db: Executor, payload: object): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}

/**
 * The user's events after `afterId` (at most `limit`), and those at or below it made since
 * `since`: ids are taken when a writer inserts, but writers commit in their own order, so an
 * event with a lower id can become visible after a higher one was seen. Oldest first.
 */
export async function eventsAfter(
  db: Executor,
  userId: string,
  afterId: number,
  since: Date,
  limit: number,
): Promise<LiveEvent[]> {
  const columns = { id: liveEvents.id, kind: liveEvents.kind, ref: liveEvents.ref };
  const [missed, late] = await Promise.all([
    db
      .select(columns)
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
      .orderBy(asc(liveEvents.id))
      .limit(limit),
    // Most of these the client has (the newest are the likeliest late): they must not crowd out
    // what it missed.
    db
      .select(columns)
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.userId, userId),
          lte(liveEvents.id, afterId),
          gt(liveEvents.createdAt, since),
        ),
      )
      .orderBy(desc(liveEvents.id))
      .limit(limit),
  ]);
  return [...late.reverse(), ...missed];
}

/** The user's newest event id (0 when none): where a new stream starts. */
export async function latestId(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)`.mapWith(Number) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return row?.id ?? 0;
}

export async function deleteOlderThan(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  return rows.length;
}
