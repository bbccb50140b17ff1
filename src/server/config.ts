import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { S3Settings } from './integrations/storage.ts';
import type { WhatsAppSettings } from './integrations/whatsapp.ts';
import { ConfigError, envSchema, type Env } from './config-env.ts';
import type { Config } from './config-types.ts';
import { parseDsn } from './telemetry/dsn.ts';
import { webPushSettings } from './config-web-push.ts';
import { keptSecret } from './data-dir-secret.ts';

export { ConfigError };
export type { BadgeSettings, Config, RateLimitRule, SentrySettings } from './config-types.ts';

const DEV_API_KEY = 'oja-dev-web-key';
/** The sandbox's key outside production; it is not a Paystack key. */
const DEV_PAYSTACK_SECRET = 'sk_test_oja_local_sandbox';
export const PAYSTACK_SANDBOX_PREFIX = '/sandbox/paystack';

/** Every environment variable Oja reads; the README's configuration table lists each one. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** Reads the environment once. Production refuses to start without real secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (production && (!e.JWT_SECRET || !e.API_KEYS)) {
    throw new ConfigError('In production JWT_SECRET and API_KEYS must both be set.');
  }
  if (production && !e.PAYSTACK_SECRET_KEY) {
    throw new ConfigError('In production PAYSTACK_SECRET_KEY must be set.');
  }
  const apiKeys = (e.API_KEYS ?? DEV_API_KEY)
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const webApiKey = e.WEB_API_KEY ?? apiKeys[0]!;
  if (!apiKeys.includes(webApiKey)) throw new ConfigError('WEB_API_KEY must be one of API_KEYS.');
  const hour = 60 * 60 * 1000;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    readReplica: readReplicaOf(e),
    jwtSecret: e.JWT_SECRET ?? devJwtSecret(dataDir),
    apiKeys,
    webApiKey,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: s3Settings(e),
    media: { ffprobePath: e.FFPROBE_PATH },
    appUrl,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    whatsApp: whatsAppSettings(e),
    webPush: webPushSettings(e, dataDir, production),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    sentry: sentrySettings(e),
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    search: { suggestionsRefreshMs: 3 * 60_000 },
    searchInsightsFlushMs: e.SEARCH_INSIGHTS_FLUSH_MS,
    ads: { flushMs: e.ADS_FLUSH_MS, refreshMs: e.ADS_REFRESH_MS },
    rewards: {
      nairaPerPoint: e.POINTS_NAIRA_PER_POINT,
      orderSharePercent: e.POINTS_ORDER_SHARE_PERCENT,
      pointsPerPhotoReview: e.POINTS_PER_PHOTO_REVIEW,
      referral: {
        referrerPoints: e.POINTS_REFERRAL_REFERRER,
        friendPoints: e.POINTS_REFERRAL_FRIEND,
        monthlyCap: e.REFERRALS_MONTHLY_CAP,
      },
    },
    payments: {
      baseUrl: (
        e.PAYSTACK_BASE_URL ??
        (production ? 'https://api.paystack.co' : `${appUrl}${PAYSTACK_SANDBOX_PREFIX}`)
      ).replace(/\/$/, ''),
      secretKey: e.PAYSTACK_SECRET_KEY ?? DEV_PAYSTACK_SECRET,
      serveSandbox: !production,
      commissionPercent: e.PLATFORM_COMMISSION_PERCENT,
      returnWindowDays: e.RETURN_WINDOW_DAYS,
      payoutHoldMs: e.PAYOUT_HOLD_HOURS * 3_600_000,
      /** Card money (and anything else that comes into a balance) waits this long before a bank. */
      cardHoldMs: e.WALLET_CARD_HOLD_DAYS * 86_400_000,
    },
    social: {
      superLikeFeesKobo: {
        MID: BigInt(e.SUPER_LIKE_MID_FEE) * 100n,
        HIGH: BigInt(e.SUPER_LIKE_HIGH_FEE) * 100n,
        CRYSTAL: BigInt(e.SUPER_LIKE_CRYSTAL_FEE) * 100n,
        PLATINUM: BigInt(e.SUPER_LIKE_PLATINUM_FEE) * 100n,
      },
      platformSharePercent: e.CREATOR_PLATFORM_SHARE_PERCENT,
    },
    badges: {
      feesKobo: {
        PERSONAL: BigInt(e.BADGE_PERSONAL_FEE) * 100n,
        CREATOR: BigInt(e.BADGE_CREATOR_FEE) * 100n,
        BUSINESS: BigInt(e.BADGE_BUSINESS_FEE) * 100n,
      },
      creatorMinPosts: e.BADGE_CREATOR_MIN_POSTS,
      creatorMinFollowers: e.BADGE_CREATOR_MIN_FOLLOWERS,
      businessMinCompletedOrders: e.BADGE_BUSINESS_MIN_COMPLETED_ORDERS,
    },
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    codeSends: {
      perDestination: [
        { max: 1, timeWindowMs: 60_000 },
        { max: 5, timeWindowMs: hour },
        { max: 10, timeWindowMs: 24 * hour },
      ],
      perAccount: [
        { max: 3, timeWindowMs: 60_000 },
        { max: 10, timeWindowMs: hour },
        { max: 20, timeWindowMs: 24 * hour },
      ],
      perAddress: [
        { max: e.CODES_PER_ADDRESS_PER_HOUR, timeWindowMs: hour },
        { max: 3 * e.CODES_PER_ADDRESS_PER_HOUR, timeWindowMs: 24 * hour },
      ],
    },
    offAppPerDestination: [
      { max: e.OFF_APP_MESSAGES_PER_HOUR, timeWindowMs: hour },
      { max: 4 * e.OFF_APP_MESSAGES_PER_HOUR, timeWindowMs: 24 * hour },
    ],
    rateLimits: {
      login: { max: e.LOGINS_PER_MINUTE, timeWindowMs: 60_000 },
      register: { max: e.SIGNUPS_PER_MINUTE, timeWindowMs: 60_000 },
      forgotPassword: { max: 5, timeWindowMs: 60_000 },
      failedLoginsPerAccount: { max: 100, timeWindowMs: hour },
      forgotPasswordPerAccount: { max: 5, timeWindowMs: hour },
      bankAccountLookup: { max: 30, timeWindowMs: 60_000 },
      payoutAccountChange: { max: 10, timeWindowMs: 60_000 },
      productViews: { max: 120, timeWindowMs: 60_000 },
      supportRequest: { max: 5, timeWindowMs: hour },
      supportReply: { max: 30, timeWindowMs: 10 * 60_000 },
      messagesPerSender: { max: 20, timeWindowMs: 60_000 },
      failedLoginsPerAddress: { max: e.FAILED_LOGINS_PER_ADDRESS_PER_HOUR, timeWindowMs: hour },
      failedLoginsPerDevice: { max: 10, timeWindowMs: hour },
      failedLoginsBeforePacing: 10,
      loginPaceMs: 5_000,
      conversationsPerShopper: { max: 10, timeWindowMs: hour },
      // Generous: a replayed session sends a part every few seconds, and a mobile network puts
      // many people behind one address.
      monitoring: { max: 300, timeWindowMs: 60_000 },
    },
  };
}

function readReplicaOf(e: Env): Config['readReplica'] {
  if (!e.DATABASE_READ_URL) return undefined;
  if (!e.DATABASE_URL)
    throw new ConfigError('DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too.');
  return { url: e.DATABASE_READ_URL, maxLagMs: e.DATABASE_READ_MAX_LAG_MS };
}

function sentrySettings(e: Env): Config['sentry'] {
  const dsn = e.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  if (!parseDsn(dsn)) {
    throw new ConfigError(
      'SENTRY_DSN must be a Sentry DSN, https://<public key>@<host>/<project id> (Client Keys in the project settings).',
    );
  }
  return { dsn, environment: e.SENTRY_ENVIRONMENT };
}

function s3Settings(e: Env): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY || !e.S3_PUBLIC_URL) {
    throw new ConfigError(
      'With S3_BUCKET set, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL are required.',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

function whatsAppSettings(e: Env): WhatsAppSettings | undefined {
  if (!e.WHATSAPP_ACCESS_TOKEN && !e.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  if (!e.WHATSAPP_ACCESS_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID) {
    throw new ConfigError(
      'WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together, or neither.',
    );
  }
  return {
    apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
    apiVersion: e.WHATSAPP_API_VERSION,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: e.WHATSAPP_ACCESS_TOKEN,
    language: e.WHATSAPP_TEMPLATE_LANGUAGE,
    timeoutMs: 10_000,
  };
}

/** Development only: a secret generated on first start and kept in DATA_DIR. */
function devJwtSecret(dataDir: string): string {
  return keptSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}
