import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { pageOf } from '../../paging.ts';
import { listingDecided } from './businesses.public.ts';
import * as repo from './listing-requests.repo.ts';

/**
 * Oja staff's review of vendors' marketplace listing requests: a queue, and a decision the vendor
 * hears of. An approved store is listed (featured first among popular stores).
 */
export function createListingRequestsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
}) {
  const { db } = deps;
  return {
    async queue(query: { status: repo.ListingQueueStatus; page: number; limit: number }) {
      const { results, total } = await repo.listingQueue(db, query.status, query.page, query.limit);
      return pageOf(results, total, query.page, query.limit);
    },

    /** Approves or declines a waiting request (the console checked the reviewer's permission). */
    async decide(
      staffId: string,
      requestId: string,
      decision: { approve: boolean; reason: string | null },
    ) {
      const status = decision.approve ? 'APPROVED' : 'REJECTED';
      await deps.events.transaction(async (tx, publish) => {
        const row = await repo.lockListingRequest(tx, requestId);
        if (!row) throw notFound('Listing request');
        if (row.status !== 'PENDING') throw conflict('This request was already decided');
        const reason = decision.approve ? null : decision.reason;
        await repo.decideListingRequest(tx, row, { status, reviewedBy: staffId, reason });
        await publish(listingDecided, {
          requestId,
          businessId: row.businessId,
          businessName: row.businessName,
          ownerId: row.ownerId,
          status,
          reason,
        });
      });
      return (await repo.findListingView(db, requestId))!;
    },
  };
}

export type ListingRequestsService = ReturnType<typeof createListingRequestsService>;
