import { accountsModule } from './modules/accounts/accounts.module.ts';
import { adsModule } from './modules/ads/ads.module.ts';
import { affiliatesModule } from './modules/affiliates/affiliates.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { creatorSubscriptionsModule } from './modules/creator-subscriptions/creator-subscriptions.module.ts';
import { badgesModule } from './modules/badges/badges.module.ts';
import { blogModule } from './modules/blog/blog.module.ts';
import { commentsModule } from './modules/comments/comments.module.ts';
import { businessesModule } from './modules/businesses/businesses.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { liveModule } from './modules/live/live.module.ts';
import { moderationModule } from './modules/moderation/moderation.module.ts';
import { marketplaceModule } from './modules/marketplace/marketplace.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { consoleModule } from './modules/console/console.module.ts';
import { disputesModule } from './modules/disputes/disputes.module.ts';
import { idempotencyModule } from './modules/idempotency/idempotency.module.ts';
import { pushModule } from './modules/push/push.module.ts';
import { interactionsModule } from './modules/interactions/interactions.module.ts';
import { ledgerModule } from './modules/ledger/ledger.module.ts';
import { newslettersModule } from './modules/newsletters/newsletters.module.ts';
import { newsModule } from './modules/news/news.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { ordersModule } from './modules/orders/orders.module.ts';
import { outboxModule } from './modules/outbox/outbox.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { payoutsModule } from './modules/payouts/payouts.module.ts';
import { plansModule } from './modules/plans/plans.module.ts';
import { postsModule } from './modules/posts/posts.module.ts';
import { pricesModule } from './modules/prices/prices.module.ts';
import { productsModule } from './modules/products/products.module.ts';
import { promotionsModule } from './modules/promotions/promotions.module.ts';
import { referenceModule } from './modules/reference/reference.module.ts';
import { searchInsightsModule } from './modules/search-insights/search-insights.module.ts';
import { reviewsModule } from './modules/reviews/reviews.module.ts';
import { searchSynonymsModule } from './modules/search-synonyms/search-synonyms.module.ts';
import { sessionsModule } from './modules/sessions/sessions.module.ts';
import { rewardsModule } from './modules/rewards/rewards.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { socialModule } from './modules/social/social.module.ts';
import { suggestionsModule } from './modules/suggestions/suggestions.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import { verificationModule } from './modules/verification/verification.module.ts';
import { themesModule } from './modules/themes/themes.module.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { guidesModule } from './modules/guides/guides.module.ts';
import { waitListModule } from './modules/wait-list/wait-list.module.ts';

/**
 * Every module of the app, in the order their routes are registered. A new module is one line:
 * its services, routes, jobs, pages and event handlers come from its manifest.
 */
export const MODULES = [
  healthModule,
  outboxModule,
  authModule,
  usersModule,
  sessionsModule,
  referenceModule,
  businessesModule,
  productsModule,
  promotionsModule,
  searchSynonymsModule,
  suggestionsModule,
  affiliatesModule,
  ordersModule,
  paymentsModule,
  walletModule,
  payoutsModule,
  pricesModule,
  plansModule,
  reviewsModule,
  postsModule,
  commentsModule,
  creatorSubscriptionsModule,
  socialModule,
  messagesModule,
  uploadsModule,
  idempotencyModule,
  notificationsModule,
  pushModule,
  liveModule,
  analyticsModule,
  searchInsightsModule,
  supportModule,
  badgesModule,
  themesModule,
  adsModule,
  rewardsModule,
  ledgerModule,
  verificationModule,
  interactionsModule,
  blogModule,
  waitListModule,
  guidesModule,
  newslettersModule,
  newsModule,
  consoleModule,
  moderationModule,
  accountsModule,
  disputesModule,
  marketplaceModule,
] as const;
