import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer, type Mailer } from './integrations/mail.ts';
import { createOutboxMessenger, type Messenger } from './integrations/messenger.ts';
import { createBusinessesService } from './modules/businesses/businesses.service.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createReferenceService } from './modules/reference/reference.service.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { createAccessTokens } from './plugins/auth.ts';
import { createMediaCheck } from './media.ts';
import { createAttemptCounter } from './plugins/rate-limit.ts';

export type ServiceDeps = {
  config: Config;
  db: Db;
  redis?: Redis;
  mailer?: Mailer;
  messenger?: Messenger;
};

/** Every module service, wired once; the app's routes and the seed scripts both use these. */
export function createServices({ config, db, redis, mailer, messenger }: ServiceDeps) {
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
  const checkMedia = createMediaCheck(config.s3?.publicUrl);
  const businesses = createBusinessesService({
    db,
    reference,
    checkMedia,
    profilesOf: (ids) => users.publicProfiles(ids),
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
    mailer: mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    messenger: messenger ?? createOutboxMessenger(db),
  });
  const ledger = createLedgerService({ db });
  const orders = createOrdersService({ db, products, businesses, reference, ledger });
  return { tokens, sessions, reference, businesses, products, users, ledger, orders };
}

export type Services = ReturnType<typeof createServices>;
