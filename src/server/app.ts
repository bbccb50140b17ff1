import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
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
import { ordersRoutes, paymentWebhookRoutes } from './modules/orders/orders.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './integrations/mail.ts';
import type { Messenger } from './integrations/messenger.ts';
import { createServices } from './services.ts';
import { createOriginCheck } from './origins.ts';
import { DEFAULT_META, PRODUCT_NAME, type PageMeta } from '#shared/meta.ts';

const pageMeta = (
  title: string,
  description: string,
  image: string | null,
  keywords: string[],
): PageMeta => ({
  title: `${title} | ${PRODUCT_NAME}`,
  description: description.slice(0, 200),
  keywords: [...keywords.filter(Boolean), ...DEFAULT_META.keywords],
  image: image ?? DEFAULT_META.image,
});
import { storageFor, type Storage } from './integrations/storage.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerApiKeyCheck } from './plugins/api-key.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling, sendFrameworkError, sendNotFound } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import { isPageRequest, registerWeb } from './plugins/web.ts';

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
};

/** Paths whose own segments are secrets: logged with the secret replaced. */
const SECRET_PATHS = [
  /(\/users\/refresh\/)[^/?]+/,
  /(\/verify\/)[^/?]+(\/email)/,
  /(\/phone\/token\/)[^/?]+(\/verify)/,
];
export function redactUrl(url: string): string {
  return SECRET_PATHS.reduce(
    (u, re) => u.replace(re, (_m, a: string, b?: string) => `${a}[redacted]${b ?? ''}`),
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextInputCheck(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  const services = createServices({
    config,
    db,
    redis,
    mailer: deps.mailer,
    messenger: deps.messenger,
    fetch: deps.fetch,
    log: (msg, detail) => app.log.warn({ detail: String(detail) }, msg),
  });
  const { tokens, sessions, reference, businesses, products, users } = services;

  await app.register(helmet, { global: true });
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

  await app.register(healthRoutes, { db });
  if (config.env !== 'production') await app.register(outboxRoutes, { db });

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
      registerApiKeyCheck(api, config.apiKeys);
      registerAuth(api, { tokens, roleOf: users.roleOf, sessionVersionOf: sessions.versionOf });
      await api.register(usersRoutes, { users, config });
      await api.register(sessionsRoutes, { sessions });
      await api.register(referenceRoutes, { reference });
      await api.register(businessesRoutes, { businesses });
      await api.register(productsRoutes, { products });
      await api.register(ordersRoutes, {
        ...services,
        ownOrigin: createOriginCheck({ appUrl: config.appUrl, env: config.env }),
      });
      await api.register(reviewsRoutes, services);
      await api.register(uploadsRoutes, {
        storage: deps.storage ?? (await storageFor(config)),
        uploads: services.uploads,
      });
    },
    { prefix: '/api/v1' },
  );

  await app.register(paymentWebhookRoutes, services);
  if (config.payments.serveSandbox) {
    await app.register(paystackSandbox, {
      prefix: PAYSTACK_SANDBOX_PREFIX,
      db,
      secretKey: config.payments.secretKey,
      webhookUrl: `${config.appUrl}/api/webhooks/paystack`,
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

  const sendPage = await registerWeb(app, {
    distDir: config.webDistDir,
    appUrl: config.appUrl,
    webApiKey: config.webApiKey,
    resolveMeta: async (pathname) => {
      const store = /^\/store\/([a-z0-9-]{3,40})$/.exec(pathname.toLowerCase());
      if (store) {
        const b = await businesses.get({ handle: store[1]! }, null);
        return pageMeta(b.name, b.description || `Shop ${b.name} on Oja`, b.logo, [
          b.name,
          b.address.state ?? '',
        ]);
      }
      const product = /^\/product\/([0-9a-f-]{36})$/.exec(pathname);
      if (product) {
        const p = await products.get(product[1]!, null);
        return pageMeta(p.name, p.description, p.photo, [p.name, p.business.name]);
      }
      return null;
    },
  });
  app.setNotFoundHandler((request, reply) =>
    sendPage && isPageRequest(request) ? sendPage(request, reply) : sendNotFound(request, reply),
  );
  return app;
}
