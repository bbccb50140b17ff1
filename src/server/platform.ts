import type { Redis } from 'ioredis';
import PgBoss from 'pg-boss';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { bossExecutor, createEventBus } from './events/event-bus.ts';
import type { EventHandler } from './events/events.ts';
import { capPerDestination } from './integrations/destination-cap.ts';
import { createMailer, type Mailer } from './integrations/mail.ts';
import { createPusher, type Pusher } from './integrations/web-push.ts';
import { createMessenger, type Messenger } from './integrations/messenger.ts';
import { createPaystackClient } from './integrations/paystack/client.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { createAccessTokens } from './plugins/auth.ts';
import { createAttemptCounter } from './plugins/rate-limit.ts';

export type ServiceDeps = {
  config: Config;
  db: Db;
  /**
   * Reads that may be a moment old (catalogue, feeds, public pages, analytics): the read
   * replica when one is configured (db/replica.ts says when it is used), else the database.
   */
  reads?: Db;
  redis?: Redis;
  mailer?: Mailer;
  messenger?: Messenger;
  pusher?: Pusher;
  /** How the payment client reaches the provider (tests reach the in-process sandbox). */
  fetch?: typeof globalThis.fetch;
  log?: (msg: string, detail: unknown) => void;
  /** The job queue; by default one that only sends (workers start it in main.ts). */
  boss?: PgBoss;
};

/**
 * What the modules are handed rather than build: the configuration and database, the event bus
 * on the job queue, mail and text messages (through the outbox), the payment provider's client,
 * access tokens and the attempt counter. Tests swap a piece through `ServiceDeps` (a mailer, the
 * provider's fetch, a queue).
 */
export function createPlatform(
  { config, db, reads, redis, mailer, messenger, ...deps }: ServiceDeps,
  handlers: readonly EventHandler[],
) {
  const log = deps.log ?? (() => {});
  const boss =
    deps.boss ??
    new PgBoss({ db: bossExecutor(db), schema: 'pgboss', supervise: false, schedule: false });
  const outbox = createOutboxService({ db });
  const mail = mailer ?? createMailer({ outbox, smtpUrl: config.smtpUrl, from: config.mailFrom });
  // WhatsApp through the Cloud API when configured; SMS (and unconfigured WhatsApp) to the outbox.
  const texts = messenger ?? createMessenger({ outbox, whatsApp: config.whatsApp });
  // Failed logins and codes sent are counted across instances through Redis when it is set.
  const attempts = createAttemptCounter(redis);
  // Web Push to the browsers that subscribed, when its keys are set (decision 081).
  const pusher = deps.pusher ?? createPusher(config.webPush);
  return {
    config,
    db,
    reads: reads ?? db,
    log,
    events: createEventBus({ db, boss, handlers, log }),
    outbox,
    /** For codes and links only: their senders limit them (verification.limitSend). */
    mail,
    texts,
    /** Everything else sent off the app, limited per destination. */
    notices: capPerDestination({ mail, texts, pusher, attempts }, config.offAppPerDestination),
    tokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    attempts,
    paystack: createPaystackClient({
      baseUrl: config.payments.baseUrl,
      secretKey: config.payments.secretKey,
      fetch: deps.fetch,
    }),
  };
}

export type Platform = ReturnType<typeof createPlatform>;
