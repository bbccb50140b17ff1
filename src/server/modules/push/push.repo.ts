import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PushNotice, PushOutcome, PushTarget } from '../../integrations/web-push.ts';
import { pushDeliveries, pushSubscriptions } from './push.schema.ts';

/** Devices one account keeps subscribed; the oldest goes when another subscribes. */
export const MAX_DEVICES = 10;

/** Keeps a device's subscription for the user (moving it from another account, on a shared phone). */
export async function saveSubscription(
  db: Executor,
  userId: string,
  target: PushTarget,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...target })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: target.p256dh, auth: target.auth },
    });
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.createdAt} desc`)
    .limit(MAX_DEVICES);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
}

/** Forgets one of the user's devices; whether it was theirs. */
export async function removeSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function countDevices(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** One delivery per device of each user, for a notice each. */
export async function queue(
  db: Executor,
  notices: { userId: string; notice: PushNotice & { tag: string } }[],
): Promise<string[]> {
  if (notices.length === 0) return [];
  const devices = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(notices.map((n) => n.userId))]));
  const rows = notices.flatMap(({ userId, notice }) =>
    devices
      .filter((d) => d.userId === userId)
      .map((d) => ({
        subscriptionId: d.id,
        title: notice.title,
        body: notice.body,
        url: notice.url,
        tag: notice.tag,
      })),
  );
  if (rows.length === 0) return [];
  const queued = await db.insert(pushDeliveries).values(rows).returning({ id: pushDeliveries.id });
  return queued.map((r) => r.id);
}

export type ClaimedPush = { id: string; attempts: number; to: PushTarget; notice: PushNotice };

/**
 * Claims up to `limit` deliveries due now, and any claimed longer than `staleMs` ago by a run that
 * died: marked `sending` in their own committed statement, so two runs never take the same one.
 */
export async function claim(
  db: Executor,
  limit: number,
  staleMs: number,
  /** Only these deliveries (those a notice just queued), when given. */
  only?: string[],
): Promise<ClaimedPush[]> {
  const d = pushDeliveries;
  const rows = await db.execute<{
    id: string;
    attempts: number;
    title: string;
    body: string;
    url: string;
    tag: string;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(sql`
    WITH due AS (
      SELECT id FROM ${d}
      WHERE ${only ? inArray(d.id, only) : sql`true`}
        AND ((status = 'pending' AND next_at <= now())
         OR (status = 'sending' AND claimed_at < now() - make_interval(secs => ${staleMs / 1000})))
      ORDER BY next_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${d} SET status = 'sending', claimed_at = now(), attempts = ${d.attempts} + 1
    FROM due, ${pushSubscriptions} s
    WHERE ${d.id} = due.id AND s.id = ${d.subscriptionId}
    RETURNING ${d.id} AS id, ${d.attempts} AS attempts, ${d.title} AS title, ${d.body} AS body,
      ${d.url} AS url, ${d.tag} AS tag, s.endpoint, s.p256dh, s.auth`);
  return rows.rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    to: { endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth },
    notice: { title: r.title, body: r.body, url: r.url, tag: r.tag },
  }));
}

/** Tries a push this many times, waiting longer each time, then drops it. */
export const MAX_ATTEMPTS = 5;

/** Records what became of a claimed delivery. */
export async function finish(db: Executor, claimed: ClaimedPush, outcome: PushOutcome) {
  const d = pushDeliveries;
  if (outcome === 'gone') {
    // The device no longer takes Oja's pushes: it goes, with what waited for it.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, claimed.to.endpoint));
    return;
  }
  if (outcome === 'sent') {
    await db.update(d).set({ status: 'sent' }).where(eq(d.id, claimed.id));
    await db
      .update(pushSubscriptions)
      .set({ lastSentAt: sql`now()` })
      .where(eq(pushSubscriptions.endpoint, claimed.to.endpoint));
    return;
  }
  const again = outcome === 'retry' && claimed.attempts < MAX_ATTEMPTS;
  await db
    .update(d)
    .set(
      again
        ? {
            status: 'pending',
            // 1, 4, 9, 16 minutes.
            nextAt: sql`now() + make_interval(mins => ${claimed.attempts ** 2})`,
          }
        : { status: 'dropped' },
    )
    .where(eq(d.id, claimed.id));
}

/** Deliveries of a device, newest first (tests and support). */
export function deliveriesOf(db: Executor, endpoint: string) {
  return db
    .select({
      status: pushDeliveries.status,
      attempts: pushDeliveries.attempts,
      title: pushDeliveries.title,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .orderBy(asc(pushDeliveries.createdAt));
}

/** Sent and dropped deliveries older than a week go (a daily job). */
export async function forgetOld(db: Executor): Promise<number> {
  const gone = await db
    .delete(pushDeliveries)
    .where(
      and(
        inArray(pushDeliveries.status, ['sent', 'dropped']),
        sql`${pushDeliveries.createdAt} < now() - interval '7 days'`,
      ),
    )
    .returning({ id: pushDeliveries.id });
  return gone.length;
}
