import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  ReportReason,
  ReportSubject,
  ReportedItemStatus,
} from '#shared/schemas/moderation.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { commentsReadOnly } from '../comments/comments.public.ts';
import { postsReadOnly } from '../posts/posts.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { reportedItems, reports } from './moderation.schema.ts';

/** A reported item as it is now: what it says, whose it is, where it shows, whether Oja hid it. */
export type Subject = { title: string; ownerId: string; link: string | null; hidden: boolean };

const short = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

async function storeLink(db: Executor, businessId: string) {
  const [b] = await db
    .select({ handle: businessesReadOnly.handle })
    .from(businessesReadOnly)
    .where(eq(businessesReadOnly.id, businessId));
  return b ? `/store/${b.handle}` : null;
}

/** Where a comment shows: under its post, product or store. */
async function commentLink(db: Executor, entityType: string, entityId: string) {
  if (entityType === 'POST') return `/post/${entityId}`;
  if (entityType === 'PRODUCT') return `/product/${entityId}`;
  return storeLink(db, entityId);
}

/** The reported item as it is now, read from its module's public columns; null when it is gone. */
export async function subjectOf(
  db: Executor,
  type: ReportSubject,
  id: string,
): Promise<Subject | null> {
  switch (type) {
    case 'COMMENT': {
      const [c] = await db.select().from(commentsReadOnly).where(eq(commentsReadOnly.id, id));
      if (!c) return null;
      return {
        title: short(c.text),
        ownerId: c.authorId,
        link: await commentLink(db, c.entityType, c.entityId),
        hidden: c.removedAt !== null,
      };
    }
    case 'POST': {
      const [p] = await db.select().from(postsReadOnly).where(eq(postsReadOnly.id, id));
      if (!p) return null;
      return {
        title: short(p.text || 'A post with photos'),
        ownerId: p.authorId,
        link: `/post/${p.id}`,
        hidden: p.removedAt !== null,
      };
    }
    case 'PRODUCT': {
      const [p] = await db
        .select({ name: productsReadOnly.name, ownerId: businessesReadOnly.ownerId })
        .from(productsReadOnly)
        .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, productsReadOnly.businessId))
        .where(eq(productsReadOnly.id, id));
      return p
        ? { title: p.name, ownerId: p.ownerId, link: `/product/${id}`, hidden: false }
        : null;
    }
    case 'STORE': {
      const [b] = await db.select().from(businessesReadOnly).where(eq(businessesReadOnly.id, id));
      return b
        ? { title: b.name, ownerId: b.ownerId, link: `/store/${b.handle}`, hidden: false }
        : null;
    }
    case 'USER': {
      const [u] = await db.select().from(usersReadOnly).where(eq(usersReadOnly.id, id));
      return u
        ? {
            title: `${u.firstName} ${u.lastName} (@${u.handle})`,
            ownerId: u.id,
            link: `/u/${u.handle}`,
            hidden: false,
          }
        : null;
    }
  }
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
  const words = f.q ? `%${f.q.replace(/[%_\\]/g, '\\$&')}%` : null;
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
