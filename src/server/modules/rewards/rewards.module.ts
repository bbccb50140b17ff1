import { on } from '../../events/events.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { orderPaid, orderStatusChanged } from '../orders/orders.public.ts';
import { reviewPosted } from '../reviews/reviews.public.ts';
import { rewardsRoutes } from './rewards.routes.ts';
import { createLoyaltyService, type LoyaltyService } from './loyalty.service.ts';
import { createRewardsService, type RewardsService } from './rewards.service.ts';
import { createReviewPointsService, type ReviewPointsService } from './review-points.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { createReferralsService, type ReferralsService } from './referrals.service.ts';
import { createVouchersService, type VouchersService } from './vouchers.service.ts';

/**
 * Oja points earned on orders, photo reviews and referrals, vouchers used at checkout and loyalty
 * cards (decisions 059, 060, 062).
 */
export const rewardsModule = defineModule<{
  rewards: RewardsService;
  reviewPoints: ReviewPointsService;
  vouchers: VouchersService;
  loyalty: LoyaltyService;
  referrals: ReferralsService;
}>()({
  name: 'rewards',
  services: {
    rewards: (d: Deps<{ ledger: LedgerService }>) =>
      createRewardsService({
        db: d.db,
        ledger: d.ledger,
        nairaPerPoint: d.config.rewards.nairaPerPoint,
        orderSharePercent: d.config.rewards.orderSharePercent,
        pointsPerPhotoReview: d.config.rewards.pointsPerPhotoReview,
      }),
    reviewPoints: (d: Deps<{ ledger: LedgerService }>) =>
      createReviewPointsService({
        db: d.db,
        ledger: d.ledger,
        points: d.config.rewards.pointsPerPhotoReview,
      }),
    vouchers: (
      d: Deps<{ users: UsersService; promotions: PromotionsService; reference: ReferenceService }>,
    ) =>
      createVouchersService({
        db: d.db,
        roleOf: (userId) => d.users.roleOf(userId),
        promotions: d.promotions,
        usableTags: (businessId, ids) => d.reference.usableTags(businessId, ids),
      }),
    loyalty: (d: Deps) => createLoyaltyService({ db: d.db, events: d.events }),
    referrals: (d: Deps<{ ledger: LedgerService }>) =>
      createReferralsService({
        db: d.db,
        ledger: d.ledger,
        terms: d.config.rewards.referral,
        appUrl: d.config.appUrl,
      }),
  },
  api: async (api, { services }) => {
    await api.register(rewardsRoutes, {
      rewards: services.rewards,
      vouchers: services.vouchers,
      loyalty: services.loyalty,
    });
    await api.register(referralsRoutes, { referrals: services.referrals });
  },
  events: [
    on(orderPaid, 'rewards', async (e, { rewards }) => {
      for (const order of e.orders) await rewards.syncOrder(order.id);
    }),
    on(orderStatusChanged, 'rewards', async (e, { rewards, loyalty }) => {
      await rewards.syncOrder(e.order.id);
      if (e.status === 'RECEIVED') await loyalty.stamp(e.order.id);
    }),
    // A referred friend's first received order pays both sides, once per friend (decision 062).
    on(orderStatusChanged, 'referrals', async (e, { referrals }) => {
      if (e.status === 'RECEIVED') await referrals.orderReceived(e.order);
    }),
    // A review's first photo earns its points, once per review.
    on(reviewPosted, 'rewards', (e, { reviewPoints }) => reviewPoints.sync(e)),
  ],
  jobs: [
    // Points whose 12 months are over expire (what of them was not spent).
    { name: 'rewards-expire', cron: '7 * * * *', run: ({ rewards }) => rewards.expireDue() },
  ],
});
