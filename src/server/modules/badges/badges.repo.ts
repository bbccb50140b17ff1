import { koboToNaira } from '#shared/money.ts';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BadgeKind, BadgeRequest, BadgeRequestStatus } from '#shared/schemas/badges.ts';
import type { Executor } from '../../db/client.ts';
import { offsetOf } from '../../paging.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { postsReadOnly } from '../posts/posts.public.ts';
import { userFollowsReadOnly } from '../social/social.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { badgeRequests } from './badges.schema.ts';

export type BadgeRequestRow = typeof badgeRequests.$inferSelect;
export type NewBadgeRequest = typeof badgeRequests.$inferInsert;

/** How many live posts a creator has. */
export async function countActivePosts(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(postsReadOnly)
    .where(and(eq(postsReadOnly.authorId, userId), eq(postsReadOnly.isActive, true)));
  return row?.n ?? 0;
}

/** How many people follow a user. */
export async function countFollowers(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(userFollowsReadOnly)
    .where(eq(userFollowsReadOnly.followeeId, userId));
  return row?.n ?? 0;
}

/**
 * A business's completed orders (RECEIVED) and returns not yet confirmed (RETURNED). Orders its
 * owner placed with it do not count: a badge is earned from other people's custom.
 */
export async function orderFigures(db: Executor, businessId: string) {
  const [row] = await db
    .select({
      completed: sql<number>`count(*) FILTER (WHERE ${ordersReadOnly.status} = 'RECEIVED')::int`,
      openReturns: sql<number>`count(*) FILTER (WHERE ${ordersReadOnly.status} = 'RETURNED')::int`,
    })
    .from(ordersReadOnly)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, ordersReadOnly.businessId))
    .where(
      and(
        eq(ordersReadOnly.businessId, businessId),
        ne(ordersReadOnly.customerId, businessesReadOnly.ownerId),
      ),
    );
  return { completed: row?.completed ?? 0, openReturns: row?.openReturns ?? 0 };
}

/** The new request, or null when the subject already has one open (or the purchase made one). */
export async function insertRequest(db: Executor, values: NewBadgeRequest) {
  const [row] = await db.insert(badgeRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The subject's PENDING or APPROVED request of this kind, if any. */
export async function findOpen(db: Executor, subjectId: string, kind: BadgeKind) {
  const [row] = await db
    .select()
    .from(badgeRequests)
    .where(
      and(
        eq(badgeRequests.subjectId, subjectId),
        eq(badgeRequests.kind, kind),
        inArray(badgeRequests.status, ['PENDING', 'APPROVED']),
      ),
    );
  return row ?? null;
}

export async function findByPurchase(db: Executor, purchaseId: string) {
  const [row] = await db
    .select({ id: badgeRequests.id })
    .from(badgeRequests)
    .where(eq(badgeRequests.purchaseId, purchaseId));
  return row?.id ?? null;
}

/** Whether the user or business holds an approved badge of any kind. */
export async function isVerified(db: Executor, subjectId: string) {
  const [row] = await db
    .select({ id: badgeRequests.id })
    .from(badgeRequests)
    .where(and(eq(badgeRequests.subjectId, subjectId), eq(badgeRequests.status, 'APPROVED')))
    .limit(1);
  return row !== undefined;
}

export async function lockRequest(db: Executor, id: string) {
  const [row] = await db.select().from(badgeRequests).where(eq(badgeRequests.id, id)).for('update');
  return row ?? null;
}

export async function decide(
  db: Executor,
  id: string,
  patch: Pick<NewBadgeRequest, 'status' | 'reason' | 'decidedBy' | 'decidedAt' | 'refundedAt'>,
) {
  await db.update(badgeRequests).set(patch).where(eq(badgeRequests.id, id));
}

const requester = alias(usersReadOnly, 'requester');
const subjectUser = alias(usersReadOnly, 'subject_user');

/** Requests with who asked and who the badge is for, in one query. */
function selectViews(db: Executor) {
  return db
    .select({
      request: badgeRequests,
      requester: {
        id: requester.id,
        handle: requester.handle,
        firstName: requester.firstName,
        lastName: requester.lastName,
      },
      businessName: businessesReadOnly.name,
      userFirstName: subjectUser.firstName,
      userLastName: subjectUser.lastName,
    })
    .from(badgeRequests)
    .innerJoin(requester, eq(requester.id, badgeRequests.requesterId))
    .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, badgeRequests.subjectId))
    .leftJoin(subjectUser, eq(subjectUser.id, badgeRequests.subjectId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toDto(row: ViewRow): BadgeRequest {
  const r = row.request;
  return {
    _id: r.id,
    kind: r.kind,
    subjectId: r.subjectId,
    subjectName: row.businessName ?? `${row.userFirstName ?? ''} ${row.userLastName ?? ''}`.trim(),
    requester: {
      _id: row.requester.id,
      handle: row.requester.handle,
      firstName: row.requester.firstName,
      lastName: row.requester.lastName,
    },
    fee: koboToNaira(r.feeKobo),
    status: r.status,
    reason: r.reason,
    refunded: r.refundedAt !== null,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

export async function findView(db: Executor, id: string) {
  const [row] = await selectViews(db).where(eq(badgeRequests.id, id));
  return row ? toDto(row) : null;
}

/** The subject's most recent request of these kinds. */
export async function latestView(db: Executor, subjectId: string, kind: BadgeKind) {
  const [row] = await selectViews(db)
    .where(and(eq(badgeRequests.subjectId, subjectId), eq(badgeRequests.kind, kind)))
    .orderBy(desc(badgeRequests.createdAt), desc(badgeRequests.id))
    .limit(1);
  return row ? toDto(row) : null;
}

/** Every request (or those with a status), oldest first so the queue is worked in order. */
export async function listViews(
  db: Executor,
  status: BadgeRequestStatus | 'DECIDED' | undefined,
  page: number,
  limit: number,
) {
  // Waiting ones oldest first; decided ones (approved or rejected) latest decision first.
  const where =
    status === 'DECIDED'
      ? ne(badgeRequests.status, 'PENDING')
      : status
        ? eq(badgeRequests.status, status)
        : undefined;
  const order =
    status === 'DECIDED'
      ? [desc(badgeRequests.decidedAt), desc(badgeRequests.id)]
      : [badgeRequests.createdAt, badgeRequests.id];
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...order)
      .limit(offsetOf(page, limit).limit)
      .offset(offsetOf(page, limit).offset),
    db.select({ n: count() }).from(badgeRequests).where(where),
  ]);
  return { results: rows.map(toDto), total: total?.n ?? 0 };
}
