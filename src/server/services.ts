import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer, type Mailer } from './integrations/mail.ts';
import { createOutboxMessenger, type Messenger } from './integrations/messenger.ts';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.ts';
import { createBusinessesService } from './modules/businesses/businesses.service.ts';
import { accounts, createLedgerService } from './modules/ledger/ledger.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createOrderQueriesService } from './modules/orders/order-queries.service.ts';
import { createOrderStatusService } from './modules/orders/order-status.service.ts';
import { createPaymentsService } from './modules/orders/payments.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createPaystackClient } from './integrations/paystack/client.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { createAccessTokens } from './plugins/auth.ts';
import { createMediaCheck } from './media.ts';
import { ownedUploads, recordUpload } from './modules/uploads/uploads.repo.ts';
import { createAttemptCounter } from './plugins/rate-limit.ts';

export type ServiceDeps = {
  config: Config;
  db: Db;
  redis?: Redis;
  mailer?: Mailer;
  messenger?: Messenger;
  /** How the payment client reaches the provider (tests reach the in-process sandbox). */
  fetch?: typeof globalThis.fetch;
  log?: (msg: string, detail: unknown) => void;
};

/** Every module service, wired once; the app's routes and the seed scripts both use these. */
export function createServices({ config, db, redis, mailer, messenger, ...deps }: ServiceDeps) {
  const log = deps.log ?? (() => {});
  const mail = mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const ledger = createLedgerService({ db });
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const sessions = createSessionsService({
    db,
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
  });
  // Services that need each other are wired through closures over `users` and `businesses`.
  const reference = createReferenceService({
    db,
    ownsBusiness: async (userId, businessId) =>
      (await businesses.findOwned(userId, businessId)) !== null,
  });
  const checkMedia = createMediaCheck({
    publicBase: config.s3?.publicUrl,
    ownedBy: (ownerId, urls) => ownedUploads(db, ownerId, urls),
  });
  const uploads = {
    /** Records who uploaded a picture, so only they can put it on their business or products. */
    record: (ownerId: string, url: string) => recordUpload(db, ownerId, url),
  };
  const businesses = createBusinessesService({
    db,
    reference,
    checkMedia,
    profilesOf: (ids) => users.publicProfiles(ids),
    figuresOf: async (businessId) => {
      const [balanceKobo, withdrawnKobo] = await Promise.all([
        ledger.balance(accounts.business(businessId)),
        ledger.balance(accounts.businessWithdrawn(businessId)),
      ]);
      return { balanceKobo, withdrawnKobo };
    },
  });
  const products = createProductsService({ db, businesses, reference, checkMedia });
  const users = createUsersService({
    db,
    config,
    sessions,
    businesses,
    products,
    verification: createVerificationService({ db }),
    attempts: createAttemptCounter(redis),
    mailer: mail,
    messenger: messenger ?? createOutboxMessenger(db),
  });
  const notifications = createNotificationsService({
    db,
    mailer: mail,
    appUrl: config.appUrl,
    log,
  });
  const orders = createOrdersService({
    db,
    products,
    businesses,
    reference,
    ledger,
    notifications,
  });
  const orderStatus = createOrderStatusService({
    db,
    products,
    ledger,
    notifications,
    commissionPercent: config.payments.commissionPercent,
    returnWindowDays: config.payments.returnWindowDays,
  });
  const orderQueries = createOrderQueriesService({
    db,
    returnWindowDays: config.payments.returnWindowDays,
  });
  const payments = createPaymentsService({
    db,
    orders,
    paystack: createPaystackClient({
      baseUrl: config.payments.baseUrl,
      secretKey: config.payments.secretKey,
      fetch: deps.fetch,
    }),
    secretKey: config.payments.secretKey,
    appUrl: config.appUrl,
    emailOf: users.emailOf,
    log,
  });
  const reviews = createReviewsService({ db });
  const idempotency = createIdempotencyService({ db });
  return {
    idempotency,
    uploads,
    tokens,
    sessions,
    reference,
    businesses,
    products,
    users,
    ledger,
    notifications,
    orders,
    orderStatus,
    orderQueries,
    payments,
    reviews,
  };
}

export type Services = ReturnType<typeof createServices>;
