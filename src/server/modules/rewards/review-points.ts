import { POINTS_LIFETIME_MONTHS } from '#shared/rewards.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PostedReview } from '../reviews/reviews.public.ts';
import * as repo from './rewards.repo.ts';
import { addMonths, koboOf, REWARD_LEDGER_KINDS } from './rewards.service.ts';

export type ReviewPointsService = ReturnType<typeof createReviewPointsService>;

/**
 * Points for a photo review (decision 060): each review earns `points` once, the first time it
 * shows a photo (written with one, or edited to add one), AVAILABLE at once for 12 months. The
 * entry (`REVIEW`, the review's id as its source) is unique, and its transfer
 * `platform:rewards` → `points:{user}` has the entry as reference, so news of the same review,
 * again or many at once, gives nothing more; a photo taken off and put back earns nothing either.
 * Only customers who received what they review can write one (the reviews module checks it).
 */
export function createReviewPointsService(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
  points: number;
}) {
  const { db, ledger, points } = deps;
  return {
    points,

    async sync(review: PostedReview, now = new Date()): Promise<void> {
      if (!review.hasPhotos || points <= 0) return;
      await db.transaction(async (tx) => {
        const entry = await repo.insertReward(tx, {
          userId: review.customerId,
          type: 'REVIEW',
          sourceId: review.reviewId,
          status: 'AVAILABLE',
          points,
          title: `Photo review of ${review.title}`,
          businessId: review.businessId,
          earnedAt: now,
          availableAt: now,
          expiresAt: addMonths(now, POINTS_LIFETIME_MONTHS),
        });
        // The review earned its points before: nothing more.
        if (!entry) return;
        await ledger.post(tx, {
          kind: REWARD_LEDGER_KINDS.review,
          reference: entry.id,
          at: now,
          entries: [
            { account: accounts.rewards, amountKobo: -koboOf(points) },
            { account: accounts.points(review.customerId), amountKobo: koboOf(points) },
          ],
        });
      });
    },
  };
}
