import { asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ListingRequest } from '#shared/schemas/businesses.ts';
import type { Executor } from '../../db/client.ts';
import { offsetOf } from '../../paging.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { businesses, marketplaceRequests } from './businesses.schema.ts';

export type ListingQueueStatus = 'PENDING' | 'DECIDED';

const waiting = (status: ListingQueueStatus) =>
  status === 'PENDING'
    ? eq(marketplaceRequests.status, 'PENDING')
    : ne(marketplaceRequests.status, 'PENDING');

const viewColumns = {
  request: marketplaceRequests,
  business: {
    id: businesses.id,
    name: businesses.name,
    handle: businesses.handle,
    state: businesses.state,
    isActive: businesses.isActive,
    followerCount: businesses.followerCount,
    createdAt: businesses.createdAt,
  },
  owner: {
    id: usersReadOnly.id,
    firstName: usersReadOnly.firstName,
    lastName: usersReadOnly.lastName,
    handle: usersReadOnly.handle,
  },
};

type ViewRow = {
  request: typeof marketplaceRequests.$inferSelect;
  business: {
    id: string;
    name: string;
    handle: string;
    state: string | null;
    isActive: boolean;
    followerCount: number;
    createdAt: Date;
  };
  owner: { id: string; firstName: string; lastName: string; handle: string };
};

function toView({ request, business, owner }: ViewRow): ListingRequest {
  return {
    _id: request.id,
    status: request.status,
    requestedAt: request.createdAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    reason: request.reason,
    business: {
      _id: business.id,
      name: business.name,
      handle: business.handle,
      state: business.state,
      active: business.isActive,
      followers: business.followerCount,
      openedAt: business.createdAt.toISOString(),
    },
    owner: { _id: owner.id, name: `${owner.firstName} ${owner.lastName}`, handle: owner.handle },
  };
}

const views = (db: Executor) =>
  db
    .select(viewColumns)
    .from(marketplaceRequests)
    .innerJoin(businesses, eq(businesses.id, marketplaceRequests.businessId))
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, businesses.ownerId));

/** Waiting requests oldest first (first come, first reviewed); decided ones latest first. */
export async function listingQueue(
  db: Executor,
  status: ListingQueueStatus,
  page: number,
  limit: number,
) {
  const window = offsetOf(page, limit);
  const [results, [total]] = await Promise.all([
    views(db)
      .where(waiting(status))
      .orderBy(
        status === 'PENDING'
          ? asc(marketplaceRequests.createdAt)
          : desc(marketplaceRequests.reviewedAt),
        asc(marketplaceRequests.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(marketplaceRequests).where(waiting(status)),
  ]);
  return { results: results.map(toView), total: total?.n ?? 0 };
}

export async function findListingView(db: Executor, id: string) {
  const [row] = await views(db).where(eq(marketplaceRequests.id, id));
  return row ? toView(row) : null;
}

/** The request and its store, locked: two reviewers deciding at once decide once. */
export async function lockListingRequest(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: marketplaceRequests.id,
      status: marketplaceRequests.status,
      businessId: businesses.id,
      businessName: businesses.name,
      ownerId: businesses.ownerId,
    })
    .from(marketplaceRequests)
    .innerJoin(businesses, eq(businesses.id, marketplaceRequests.businessId))
    .where(eq(marketplaceRequests.id, id))
    .for('update', { of: marketplaceRequests });
  return row ?? null;
}

export async function decideListingRequest(
  tx: Executor,
  request: { id: string; businessId: string },
  decision: { status: 'APPROVED' | 'REJECTED'; reviewedBy: string; reason: string | null },
) {
  await tx
    .update(marketplaceRequests)
    .set({ ...decision, reviewedAt: sql`now()` })
    .where(eq(marketplaceRequests.id, request.id));
  if (decision.status === 'APPROVED') {
    await tx
      .update(businesses)
      .set({ isListed: true })
      .where(eq(businesses.id, request.businessId));
  }
}
