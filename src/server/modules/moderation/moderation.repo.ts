import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ReportReason,
  ReportSubject,
  ReportedItemStatus,
} from '#shared/schemas/moderation.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { commentsReadOnly } from '../comments/comments.public.ts';
import { postsReadOnly } from '../posts/posts.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { reportedItems, reports } from './moderation.schema.ts';

/** A reported item as it is now: what it says, whose it is, where it shows, whether Oja hid it. */
export type Subject = { title: string; ownerId: string; link: string | null; hidden: boolean };

const short = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** Where a comment shows: under its post, product or store (by the store's handle). */
function commentLink(entityType: string, entityId: string, storeHandle: string | null) {
  if (entityType === 'POST') return `/post/${entityId}`;
  if (entityType === 'PRODUCT') return `/product/${entityId}`;
  return storeHandle ? `/store/${storeHandle}` : null;
}

/**
 * Reported items of one kind as they are now, read from their modules' public columns in one
 * query; an item that is gone is missing from the map.
 */
export async function subjectsOf(
  db: Executor,
  type: ReportSubject,
  ids: string[],
): Promise<Map<string, Subject>> {
  if (ids.length === 0) return new Map();
  switch (type) {
    case 'COMMENT': {
      const rows = await db
        .select({ c: commentsReadOnly, storeHandle: businessesReadOnly.handle })
        .from(commentsReadOnly)
        .leftJoin(
          businessesReadOnly,
          and(
            eq(commentsReadOnly.entityType, 'BUSINESS'),
            eq(businessesReadOnly.id, commentsReadOnly.entityId),
          ),
        )
        .where(inArray(commentsReadOnly.id, ids));
      return new Map(
        rows.map(({ c, storeHandle }) => [
          c.id,
          {
            title: short(c.text),
            ownerId: c.authorId,
            link: commentLink(c.entityType, c.entityId, storeHandle),
            hidden: c.removedAt !== null,
          },
        ]),
      );
    }
    case 'POST': {
      const rows = await db.select().from(postsReadOnly).where(inArray(postsReadOnly.id, ids));
      return new Map(
        rows.map((p) => [
          p.id,
          {
            title: short(p.text || 'A post with photos'),
            ownerId: p.authorId,
            link: `/post/${p.id}`,
            hidden: p.removedAt !== null,
          },
        ]),
      );
    }
    case 'PRODUCT': {
      const rows = await db
        .select({
          id: productsReadOnly.id,
          name: productsReadOnly.name,
          ownerId: businessesReadOnly.ownerId,
        })
        .from(productsReadOnly)
        .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
        .where(inArray(productsReadOnly.id, ids));
      return new Map(
        rows.map((p) => [
          p.id,
          { title: p.name, ownerId: p.ownerId, link: `/product/${p.id}`, hidden: false },
        ]),
      );
    }
    case 'STORE': {
      const rows = await db
        .select()
        .from(businessesReadOnly)
        .where(inArray(businessesReadOnly.id, ids));
      return new Map(
        rows.map((b) => [
          b.id,
          { title: b.name, ownerId: b.ownerId, link: `/store/${b.handle}`, hidden: false },
        ]),
      );
    }
    case 'USER': {
      const rows = await db.select().from(usersReadOnly).where(inArray(usersReadOnly.id, ids));
      return new Map(
        rows.map((u) => [
          u.id,
          {
            title: `${u.firstName} ${u.lastName} (@${u.handle})`,
            ownerId: u.id,
            link: `/u/${u.handle}`,
            hidden: false,
          },
        ]),
      );
    }
  }
}

/** One reported item as it is now; null when it is gone. */
export async function subjectOf(db: Executor, type: ReportSubject, id: string) {
  return (await subjectsOf(db, type, [id])).get(id) ?? null;
}

/** Records a person's report (a repeat replaces their earlier one); true when it is their first. */
export async function saveReport(
  db: Executor,
  r: {
    reporterId: string;
    subjectType: ReportSubject;
    subjectId: string;
    reason: ReportReason;
    details: string | null;
  },
) {
  const [row] = await db
    .insert(reports)
    .values(r)
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.subjectType, reports.subjectId],
      set: { reason: r.reason, details: r.details, createdAt: sql`now()` },
    })
    .returning({ first: sql<boolean>`xmax = 0` });
  return row?.first ?? false;
}

/** Gathers the item's reports: counted again, opened (again, when a decision was made before). */
export async function gatherItem(
  db: Executor,
  type: ReportSubject,
  id: string,
  subject: Pick<Subject, 'title' | 'ownerId'>,
) {
  const counted = sql<number>`(SELECT count(*)::int FROM ${reports} r
    WHERE r.subject_type = ${type} AND r.subject_id = ${id})`;
  await db
    .insert(reportedItems)
    .values({
      subjectType: type,
      subjectId: id,
      title: subject.title,
      ownerId: subject.ownerId,
      reportCount: counted,
    })
    .onConflictDoUpdate({
      target: [reportedItems.subjectType, reportedItems.subjectId],
      set: {
        title: subject.title,
        ownerId: subject.ownerId,
        reportCount: counted,
        status: 'OPEN',
        lastReportedAt: sql`now()`,
      },
    });
}

export type ItemFilter = {
  status: ReportedItemStatus;
  subjectType?: ReportSubject;
  q?: string;
};

function itemWhere(f: ItemFilter): SQL | undefined {
  const words = f.q ? containsPattern(f.q) : null;
  return and(
    eq(reportedItems.status, f.status),
    f.subjectType ? eq(reportedItems.subjectType, f.subjectType) : undefined,
    words
      ? or(
          ilike(reportedItems.title, words),
          ilike(sql`${usersReadOnly.firstName} || ' ' || ${usersReadOnly.lastName}`, words),
          ilike(usersReadOnly.handle, words),
        )
      : undefined,
  );
}

const reasonCounts = sql<{ reason: ReportReason; count: number }[]>`(
  SELECT coalesce(json_agg(json_build_object('reason', g.reason, 'count', g.n) ORDER BY g.n DESC), '[]')
  FROM (SELECT r.reason, count(*)::int AS n FROM ${reports} r
    WHERE r.subject_type = ${reportedItems.subjectType} AND r.subject_id = ${reportedItems.subjectId}
    GROUP BY r.reason) g)`;

const itemColumns = {
  item: reportedItems,
  reasons: reasonCounts,
  owner: {
    id: usersReadOnly.id,
    firstName: usersReadOnly.firstName,
    lastName: usersReadOnly.lastName,
    handle: usersReadOnly.handle,
  },
};

/** The queue: the most reported first among open items, the latest decided first otherwise. */
export async function listItems(
  db: Executor,
  f: ItemFilter,
  page: { offset: number; limit: number },
) {
  const where = itemWhere(f);
  const order =
    f.status === 'OPEN'
      ? [desc(reportedItems.reportCount), desc(reportedItems.lastReportedAt)]
      : [desc(reportedItems.decidedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(reportedItems)
      .leftJoin(usersReadOnly, eq(usersReadOnly.id, reportedItems.ownerId))
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reportedItems)
      .leftJoin(usersReadOnly, eq(usersReadOnly.id, reportedItems.ownerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type ItemRow = Awaited<ReturnType<typeof listItems>>['rows'][number];

export async function findItem(db: Executor, type: ReportSubject, id: string, lock = false) {
  const query = db
    .select(itemColumns)
    .from(reportedItems)
    .leftJoin(usersReadOnly, eq(usersReadOnly.id, reportedItems.ownerId))
    .where(and(eq(reportedItems.subjectType, type), eq(reportedItems.subjectId, id)));
  const [row] = await (lock ? query.for('update', { of: reportedItems }) : query);
  return row ?? null;
}

/** Every report of the item, newest first, with who made it. */
export async function reportsOf(db: Executor, type: ReportSubject, id: string) {
  return db
    .select({
      reason: reports.reason,
      details: reports.details,
      at: reports.createdAt,
      reporter: {
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
      },
    })
    .from(reports)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, reports.reporterId))
    .where(and(eq(reports.subjectType, type), eq(reports.subjectId, id)))
    .orderBy(desc(reports.createdAt))
    .limit(100);
}

export async function markDecided(db: Executor, type: ReportSubject, id: string, by: string) {
  await db
    .update(reportedItems)
    .set({ status: 'DECIDED', decidedAt: sql`now()`, decidedBy: by })
    .where(and(eq(reportedItems.subjectType, type), eq(reportedItems.subjectId, id)));
}
