import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { newsDeliveries, newsIssues, newsSubscribers } from './news.schema.ts';

// Subscriptions

export async function subscription(db: Executor, userId: string) {
  const [row] = await db.select().from(newsSubscribers).where(eq(newsSubscribers.userId, userId));
  return row ?? null;
}

/** Turns the news on or off; turning it on again raises the link version (older links end). */
export async function setSubscribed(db: Executor, userId: string, subscribed: boolean) {
  await db
    .insert(newsSubscribers)
    .values({ userId, subscribed })
    .onConflictDoUpdate({
      target: newsSubscribers.userId,
      set: {
        subscribed,
        linkVersion: subscribed
          ? sql`CASE WHEN ${newsSubscribers.subscribed} THEN ${newsSubscribers.linkVersion}
                ELSE ${newsSubscribers.linkVersion} + 1 END`
          : newsSubscribers.linkVersion,
        updatedAt: new Date(),
      },
    });
}

/** People who would receive an issue sent now: subscribed and not suspended. */
const reachable = and(eq(newsSubscribers.subscribed, true), isNull(usersReadOnly.suspendedAt));

export async function countSubscribers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsSubscribers)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, newsSubscribers.userId))
    .where(reachable);
  return row?.n ?? 0;
}

// Issues

const writer = alias(usersReadOnly, 'writer');
const sender = alias(usersReadOnly, 'sender');
const nameOf = (u: { firstName: unknown; lastName: unknown }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

/** Each issue with who wrote and sent it and how its deliveries went. */
function issueViews(db: Executor) {
  return db
    .select({
      row: newsIssues,
      writtenBy: nameOf(writer),
      sentBy: nameOf(sender),
      recipients: sql<number>`(SELECT count(*)::int FROM ${newsDeliveries} d
        WHERE d.issue_id = ${newsIssues.id})`,
      sent: sql<number>`(SELECT count(*)::int FROM ${newsDeliveries} d
        WHERE d.issue_id = ${newsIssues.id} AND d.status = 'sent')`,
      failed: sql<number>`(SELECT count(*)::int FROM ${newsDeliveries} d
        WHERE d.issue_id = ${newsIssues.id} AND d.status IN ('failed', 'unknown'))`,
    })
    .from(newsIssues)
    .leftJoin(writer, eq(writer.id, newsIssues.writtenBy))
    .leftJoin(sender, eq(sender.id, newsIssues.sentBy));
}
export type IssueView = Awaited<ReturnType<ReturnType<typeof issueViews>['execute']>>[number];

/** Drafts first, then the latest sent. */
export async function listIssues(db: Executor, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    issueViews(db)
      .orderBy(sql`${newsIssues.status} = 'draft' DESC`, desc(newsIssues.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsIssues),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findIssue(db: Executor, id: string) {
  const [row] = await issueViews(db).where(eq(newsIssues.id, id));
  return row ?? null;
}

export async function insertIssue(
  db: Executor,
  values: { subject: string; body: string; writtenBy: string },
) {
  const [row] = await db.insert(newsIssues).values(values).returning({ id: newsIssues.id });
  return row!.id;
}

/** Changes a draft; false when it was sent meanwhile (or is gone). */
export async function updateDraft(
  db: Executor,
  id: string,
  patch: { subject: string; body: string },
) {
  const rows = await db
    .update(newsIssues)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(newsIssues.id, id), eq(newsIssues.status, 'draft')))
    .returning({ id: newsIssues.id });
  return rows.length > 0;
}

export async function deleteDraft(db: Executor, id: string) {
  const rows = await db
    .delete(newsIssues)
    .where(and(eq(newsIssues.id, id), eq(newsIssues.status, 'draft')))
    .returning({ id: newsIssues.id });
  return rows.length > 0;
}

/**
 * Marks a draft as sending and queues one delivery per subscriber of this moment: the number
 * queued, or null when it was not a draft (sent by someone else a moment before).
 */
export async function startSending(tx: Executor, id: string, staffId: string) {
  const started = await tx
    .update(newsIssues)
    .set({ status: 'sending', sentBy: staffId, sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(newsIssues.id, id), eq(newsIssues.status, 'draft')))
    .returning({ id: newsIssues.id });
  if (started.length === 0) return null;
  const queued = await tx.execute(sql`
    INSERT INTO ${newsDeliveries} (issue_id, user_id)
    SELECT ${id}, s.user_id FROM ${newsSubscribers} s
    JOIN ${usersReadOnly} u ON u.id = s.user_id
    WHERE s.subscribed AND u.suspended_at IS NULL`);
  return queued.rowCount ?? 0;
}

// Deliveries

export type ClaimedNews = {
  issueId: string;
  userId: string;
  email: string;
  firstName: string;
  linkVersion: number;
  subject: string;
  body: string;
};

/**
 * Claims up to `limit` queued deliveries (committed before any e-mail leaves), skipping those
 * whose person turned the news off or was suspended meanwhile. Concurrent runs take other rows.
 */
export async function claimDeliveries(db: Executor, limit: number): Promise<ClaimedNews[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE ${newsDeliveries} d SET status = 'skipped'
      FROM ${newsSubscribers} s, ${usersReadOnly} u
      WHERE d.user_id = s.user_id AND u.id = d.user_id AND d.status = 'queued'
        AND (NOT s.subscribed OR u.suspended_at IS NOT NULL)`);
    const claimed = await tx.execute<{
      issue_id: string;
      user_id: string;
      email: string;
      first_name: string;
      link_version: number;
      subject: string;
      body: string;
    }>(sql`
      UPDATE ${newsDeliveries} d SET status = 'sending', claimed_at = now()
      FROM ${newsIssues} n, ${newsSubscribers} s, ${usersReadOnly} u
      WHERE (d.issue_id, d.user_id) IN (
          SELECT issue_id, user_id FROM ${newsDeliveries}
          WHERE status = 'queued' ORDER BY issue_id, user_id
          LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        AND n.id = d.issue_id AND s.user_id = d.user_id AND u.id = d.user_id
      RETURNING d.issue_id, d.user_id, u.email, u.first_name, s.link_version, n.subject, n.body`);
    return claimed.rows.map((r) => ({
      issueId: r.issue_id,
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      linkVersion: r.link_version,
      subject: r.subject,
      body: r.body,
    }));
  });
}

export async function markDelivery(
  db: Executor,
  d: { issueId: string; userId: string },
  status: 'sent' | 'failed',
) {
  await db
    .update(newsDeliveries)
    .set({ status, ...(status === 'sent' ? { sentAt: new Date() } : {}) })
    .where(and(eq(newsDeliveries.issueId, d.issueId), eq(newsDeliveries.userId, d.userId)));
}

/** Claims older than `staleMs` belong to a run that stopped: never sent again (`unknown`). */
export async function closeStaleClaims(db: Executor, staleMs: number) {
  await db.execute(sql`
    UPDATE ${newsDeliveries} SET status = 'unknown'
    WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => ${staleMs / 1000})`);
}

/** Issues with nothing left to send are `sent`. */
export async function finishIssues(db: Executor) {
  await db.execute(sql`
    UPDATE ${newsIssues} n SET status = 'sent'
    WHERE n.status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM ${newsDeliveries} d
      WHERE d.issue_id = n.id AND d.status IN ('queued', 'sending'))`);
}
