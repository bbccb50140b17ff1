import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import { PAYSTACK_SANDBOX_PREFIX, type Config } from './config.ts';
import { paystackSandbox } from './integrations/paystack/sandbox.ts';
import type { Db } from './db/client.ts';
import type { ReadReplica } from './db/replica.ts';
import type { Mailer } from './integrations/mail.ts';
import type { Messenger } from './integrations/messenger.ts';
import { APP_MODULES, createServices, type Services } from './services.ts';
import { openJobQueue } from './jobs/jobs.ts';
import { jobQueueDepths } from './jobs/queue-metrics.ts';
import type { ModuleContext } from './module.ts';
import { createOriginCheck } from './origins.ts';

import { storageFor, type Storage } from './integrations/storage.ts';
import { registerApiKeyCheck } from './plugins/api-key.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerAuth } from './plugins/auth.ts';
import { LOADER_CSP_SOURCE } from './plugins/code-after-paint.ts';
import {
  registerErrorHandling,
  sendClientError,
  sendFrameworkError,
  sendNotFound,
  type ErrorReporter,
} from './plugins/errors.ts';
import { registerMetrics, type MetricSources } from './plugins/metrics.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { closeConnectionsWhenStopping } from './plugins/drain.ts';
import { registerReadFreshness } from './plugins/read-freshness.ts';
import { registerSearchEngines } from './plugins/search-engines.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import { isPageRequest, registerWeb } from './plugins/web.ts';
import { monitoringTunnel } from './telemetry/tunnel.ts';
import { currentRequestId, requestIdFrom, withRequestId } from './request-context.ts';

const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

export type AppDeps = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'] | false;
  mailer?: Mailer;
  messenger?: Messenger;
  storage?: Storage;
  /** How the payment client reaches the provider; tests route it into this app. */
  fetch?: typeof globalThis.fetch;
  /** The services built once by the composition root (main.ts); built here when absent. */
  services?: Services;
  /** The Redis the services use, for rate limits shared across instances. */
  redis?: Redis;
  /** The database's connection pool, whose use `/metrics` reports. */
  pool?: MetricSources['pool'];
  /** The read replica the services' `reads` use (DATABASE_READ_URL), whose state `/metrics` shows. */
  replica?: ReadReplica;
  /** Where the pool's queries are timed, for `/metrics`. */
  queryTimer?: MetricSources['queryTimer'];
  /** Error reporting (Sentry, started by main.ts when SENTRY_DSN is set): gets unexpected errors. */
  reportError?: ErrorReporter;
};

/**
 * Paths whose own segments (or parameters) are secrets or contact details: logged with them
 * replaced.
 */
const SECRET_PATHS = [
  /(\/users\/refresh\/)[^/?]+()/,
  /(\/verify\/)[^/?]+(\/email)/,
  /(\/phone\/token\/)[^/?]+(\/verify)/,
  // Who forgot their password (an e-mail, phone or username), and a phone number to verify.
  /(\/users\/)[^/?]+(\/forget-password)/,
  /(\/number\/)[^/?]+(\/token)/,
  // A support request's link for visitors.
  /([?&]key=)[^&#]+()/,
  // A bank account looked up (the payment sandbox's resolve call).
  /([?&]account_number=)[^&#]+()/,
];
export function redactUrl(url: string): string {
  return SECRET_PATHS.reduce(
    (u, re) => u.replace(re, (_m, a: string, b: string) => `${a}[redacted]${b}`),
    url,
  );
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  // Every answer names its request (for a support conversation or a proxy's log), and what runs
  // for it, down to the events it publishes, logs that id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    withRequestId(request.id, done);
  });
  closeConnectionsWhenStopping(app);
  if (deps.replica && config.readReplica)
    registerReadFreshness(app, {
      replica: deps.replica,
      maxLagMs: config.readReplica.maxLagMs,
      secure: config.appUrl.startsWith('https:'),
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, deps.reportError);
  registerTextInputCheck(app);
  // Without services from the composition root (tests, benchmarks) the app builds its own.
  let redis = deps.redis;
  if (!deps.services && !redis && config.redisUrl) {
    const own = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    app.addHook('onClose', async () => void (await own.quit()));
    redis = own;
  }
  const services = deps.services ?? (await ownServices());
  async function ownServices() {
    // The job queue's tables and the event queues, so events can be published (no workers here).
    const boss = await openJobQueue(db, { workers: false });
    app.addHook('onClose', () => boss.stop({ graceful: false }));
    const built = createServices({
      config,
      db,
      reads: deps.replica?.reads,
      redis,
      boss,
      mailer: deps.mailer,
      messenger: deps.messenger,
      fetch: deps.fetch,
      log: (msg, detail) =>
        app.log.warn({ detail: String(detail), requestId: currentRequestId() }, msg),
    });
    return built;
  }
  const { tokens, sessions, users } = services;
  if (deps.pool)
    await registerMetrics(app, {
      token: config.metricsToken,
      sources: {
        pool: deps.pool,
        queryTimer: deps.queryTimer,
        replica: deps.replica?.status,
        jobQueues: () => jobQueueDepths(db),
        liveStreams: () => services.liveHub.openStreams,
        caches: [services.products.pageCache, services.users.profileCopies],
        figures: APP_MODULES.flatMap((m) => m.figures ?? []),
        db,
      },
    });
  const ctx: ModuleContext<Services> = {
    config,
    db,
    services,
    storage: deps.storage ?? (await storageFor(config)),
    ownOrigin: createOriginCheck({ appUrl: config.appUrl, env: config.env }),
  };

  await app.register(helmet, {
    global: true,
    // Pages may run one inline script: the loader that asks for their code after paint.
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", LOADER_CSP_SOURCE],
        // With error reporting on, a replay is compressed in a worker its SDK starts from a blob.
        ...(config.sentry ? { workerSrc: ["'self'", 'blob:'] } : {}),
      },
    },
  });
  await registerRateLimit(app, redis);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Oja API',
        version: '1.0.0',
        description: 'Every /api/v1 call needs the x-api-key header.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(monitoringTunnel, {
    dsn: config.sentry?.dsn,
    limit: config.rateLimits.monitoring,
  });

  for (const m of APP_MODULES) if (m.root) await m.root(app, ctx);

  await app.register(
    async (api) => {
      // JSON answers need only a few of helmet's headers. Building its full set (CSP and the rest)
      // on every request cost 40 % of catalogue throughput (bench/catalogue.ts), so API routes
      // send a fixed set instead; pages and files keep helmet's.
      api.addHook('onRoute', (route) => {
        route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
      });
      api.addHook('onRequest', async (_request, reply) => {
        reply.headers(API_SECURITY_HEADERS);
      });
      await registerCompression(api);
      registerApiKeyCheck(api, config.apiKeys);
      registerAuth(api, { tokens, roleOf: users.roleOf, sessionStateOf: sessions.stateOf });
      // A signed-in user's own write (any module's) forgets their profile copy here before the
      // answer leaves, so their next GET users/me on this instance is fresh; other instances
      // hear it from the tables' triggers.
      api.addHook('onSend', async (request) => {
        if (request.auth && request.method !== 'GET' && request.method !== 'HEAD')
          users.forgetProfile(request.auth.userId);
      });
      for (const m of APP_MODULES) if (m.api) await m.api(api, ctx);
    },
    { prefix: '/api/v1' },
  );

  if (config.payments.serveSandbox) {
    await app.register(paystackSandbox, {
      prefix: PAYSTACK_SANDBOX_PREFIX,
      db,
      secretKey: config.payments.secretKey,
      // The sandbox calls back where the app calls it: the same server, by the same address.
      webhookUrl: `${sandboxOrigin(config)}/api/webhooks/paystack`,
      publicBase: `${config.appUrl}${PAYSTACK_SANDBOX_PREFIX}`,
      fetch: deps.fetch,
    });
  }

  // Uploaded images never change once written: cache them for a year.
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  await registerSearchEngines(app, {
    db,
    appUrl: config.appUrl,
    sources: APP_MODULES.flatMap((m) => m.sitemaps ?? []),
  });

  const pages = APP_MODULES.flatMap((m) => m.pages ?? []);
  const sendPage = await registerWeb(app, {
    distDir: config.webDistDir,
    appUrl: config.appUrl,
    webApiKey: config.webApiKey,
    sentry: config.sentry,
    resolveMeta: async (pathname) => {
      for (const page of pages) {
        const match = page.path.exec(pathname);
        if (match) return page.meta(match, services);
      }
      return null;
    },
  });
  app.setNotFoundHandler((request, reply) =>
    sendPage && isPageRequest(request) ? sendPage(request, reply) : sendNotFound(request, reply),
  );
  return app;
}

/** Where the app reaches its payment sandbox (itself): `PAYSTACK_BASE_URL` when it names one. */
function sandboxOrigin(config: Config): string {
  const { baseUrl } = config.payments;
  return baseUrl.endsWith(PAYSTACK_SANDBOX_PREFIX)
    ? baseUrl.slice(0, -PAYSTACK_SANDBOX_PREFIX.length)
    : config.appUrl;
}
