import { createPlatform, type ServiceDeps } from './platform.ts';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.ts';
import { createBadgesService } from './modules/badges/badges.service.ts';
import { createBusinessesService } from './modules/businesses/businesses.service.ts';
import { accounts } from './modules/ledger/ledger.public.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createCardHold } from './modules/payments/card-hold.service.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createNotificationPreferencesService } from './modules/notifications/preferences.service.ts';
import { createOrderQueriesService } from './modules/orders/order-queries.service.ts';
import { createOrderStatusService } from './modules/orders/order-status.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createPayoutAccountsService } from './modules/payouts/bank-accounts.service.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createPurchasesService } from './modules/payments/purchases.service.ts';
import { createPlansService } from './modules/plans/plans.service.ts';
import { createWithdrawalsService } from './modules/payouts/withdrawals.service.ts';
import { createCreatorSubscriptionsService } from './modules/creator-subscriptions/creator-subscriptions.service.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { createPostPaymentsService } from './modules/posts/post-payments.service.ts';
import { createPostFeedsService } from './modules/posts/post-feeds.service.ts';
import { createPostsService } from './modules/posts/posts.service.ts';
import { createSocialService } from './modules/social/social.service.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createDeviceCookies } from './modules/auth/device-cookies.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { createMediaCheck } from './media.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createInteractionsService } from './modules/interactions/interactions.service.ts';
import { createLiveService } from './modules/live/live.service.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';

/** The composition root: every module service, wired once on the platform (main.ts, tests). */
export function createServices(deps: ServiceDeps) {
  const { config, db } = deps;
  const { log, events, outbox, mail, texts, tokens, attempts, paystack } = createPlatform(deps);
  const live = createLiveService({ db });
  const ledger = createLedgerService({ db });
  const sessions = createSessionsService({
    db,
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
    live,
  });
  // Services that need each other are wired through closures over `users` and `businesses`.
  const reference = createReferenceService({
    db,
    ownsBusiness: async (userId, businessId) =>
      (await businesses.findOwned(userId, businessId)) !== null,
  });
  const uploads = createUploadsService({ db });
  // Each recorded act tells its owner (notifications), in the act's own transaction.
  const interactions = createInteractionsService({
    recorded: (tx, act) => notifications.noteInteraction(tx, act),
    forgotten: (tx, act) => notifications.withdrawInteraction(tx, act),
  });
  const checkMedia = createMediaCheck({
    publicBase: config.s3?.publicUrl,
    ownedBy: (ownerId, urls) => uploads.ownedBy(ownerId, urls),
  });
  const businesses = createBusinessesService({
    db,
    events,
    reference,
    checkMedia,
    interactions,
    profilesOf: (ids) => users.publicProfiles(ids),
    figuresOf: async (businessId) => {
      const [balanceKobo, withdrawnKobo, outflowKobo] = await Promise.all([
        ledger.balance(accounts.business(businessId)),
        ledger.balance(accounts.businessWithdrawn(businessId)),
        withdrawals.outflowOf(businessId),
      ]);
      return { balanceKobo, withdrawnKobo, outflowKobo };
    },
    limitsOf: (userId) => plans.limitsOf(userId),
  });
  const products = createProductsService({
    db,
    businesses,
    reference,
    checkMedia,
    interactions,
    limitsOf: (userId) => plans.limitsOf(userId),
  });
  const verification = createVerificationService({ db, attempts, limits: config.codeSends });
  const users = createUsersService({
    db,
    config,
    businesses,
    checkMedia,
    verification,
    mailer: mail,
    messenger: texts,
  });
  const auth = createAuthService({
    config,
    users,
    sessions,
    verification,
    attempts,
    devices: createDeviceCookies({
      secret: config.jwtSecret,
      secure: config.appUrl.startsWith('https:'),
    }),
    mailer: mail,
  });
  const notifications = createNotificationsService({
    db,
    mailer: mail,
    messenger: texts,
    appUrl: config.appUrl,
    live,
    profilesOf: (ids) => users.publicProfiles(ids),
    log,
  });
  const payments = createPaymentsService({
    db,
    events,
    ledger,
    paystack,
    secretKey: config.payments.secretKey,
    appUrl: config.appUrl,
    emailOf: users.emailOf,
    log,
  });
  const purchases = createPurchasesService({
    db,
    events,
    payments,
    ledger,
  });
  const plans = createPlansService({ db, events, purchases, ledger });
  const orders = createOrdersService({
    db,
    events,
    products,
    businesses,
    reference,
    ledger,
    purchases,
  });
  payments.sell('ORDER_PAYMENT', orders.paymentPurpose);
  const orderStatus = createOrderStatusService({
    events,
    products,
    ledger,
    commissionPercent: config.payments.commissionPercent,
    returnWindowDays: config.payments.returnWindowDays,
  });
  const orderQueries = createOrderQueriesService({
    db,
    returnWindowDays: config.payments.returnWindowDays,
  });
  const payoutAccounts = createPayoutAccountsService({
    db,
    holdMs: config.payments.payoutHoldMs,
    events,
    paystack,
    verification,
    businesses,
    plans,
    users,
    mailer: mail,
    messenger: texts,
    log,
  });
  const cardHold = createCardHold({ db, ledger, holdMs: config.payments.cardHoldMs });
  const withdrawals = createWithdrawalsService({
    db,
    events,
    ledger,
    paystack,
    payoutAccounts,
    businesses,
    cardHold,
    payments,
    log,
  });
  payments.handleTransfers(withdrawals.transferEvent);
  const wallet = createWalletService({ purchases, payments, ledger, withdrawals, cardHold });
  const reviews = createReviewsService({ db });
  const comments = createCommentsService({ db, interactions });
  const social = createSocialService({
    db,
    interactions,
    businessesWhere: (filter, page, limit) => businesses.list(filter, page, limit),
    postsBy: (authorId, viewerId) =>
      posts.list({ postByUserIds: [authorId], page: 1, limit: 10 }, viewerId),
  });
  const posts = createPostsService({
    db,
    checkMedia,
    interactions,
    productCards: (ids) => products.cards(ids),
    changed: () => postFeeds.forgetVisitorPages(),
  });
  const postFeeds = createPostFeedsService({ db, views: posts.views });
  const postPayments = createPostPaymentsService({
    db,
    purchases,
    posts,
    superLikeFeesKobo: config.social.superLikeFeesKobo,
    platformSharePercent: config.social.platformSharePercent,
    interactions,
  });
  const creatorSubscriptions = createCreatorSubscriptionsService({
    db,
    events,
    purchases,
    platformSharePercent: config.social.platformSharePercent,
    log,
  });
  const messages = createMessagesService({
    db,
    events,
    live,
    checkMedia,
    productOf: (productId, viewerId) => products.get(productId, viewerId),
    productCards: (ids) => products.cards(ids),
    orderOf: (viewerId, orderId) => orderQueries.get(viewerId, orderId),
    limits: config.rateLimits,
  });
  const analytics = createAnalyticsService({ db, ledger, plans });
  const idempotency = createIdempotencyService({ db });
  const support = createSupportService({
    db,
    mailer: mail,
    appUrl: config.appUrl,
    live,
    users,
    log,
  });
  const badges = createBadgesService({
    db,
    events,
    settings: config.badges,
    purchases,
    ledger,
    users,
    businesses,
    verifiedChanged: () => {
      products.forgetPages();
      postFeeds.forgetVisitorPages();
    },
  });
  const services = {
    events,
    idempotency,
    outbox,
    live,
    uploads,
    interactions,
    tokens,
    sessions,
    reference,
    businesses,
    products,
    users,
    auth,
    ledger,
    notifications,
    notificationPreferences: createNotificationPreferencesService({ db }),
    orders,
    orderStatus,
    orderQueries,
    payments,
    purchases,
    plans,
    wallet,
    cardHold,
    analytics,
    payoutAccounts,
    withdrawals,
    reviews,
    posts,
    postPayments,
    postFeeds,
    creatorSubscriptions,
    comments,
    social,
    support,
    messages,
    badges,
  };
  events.attach(services);
  return services;
}

export type Services = ReturnType<typeof createServices>;
