import { z } from 'zod';

/**
 * The environment variables Oja reads, with their defaults and bounds; `loadConfig` in config.ts
 * turns them into the configuration the rest of the server uses.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** A streaming replica of DATABASE_URL for reads that may be a moment old (catalogue, feeds). */
  DATABASE_READ_URL: z.string().optional(),
  /** How far behind the replica may be before those reads go to the primary. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(1_000),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  API_KEYS: z.string().optional(),
  APP_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Oja <no-reply@oja.ng>'),
  /** Turns on `GET /metrics` (Prometheus), for scrapers sending `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Turns on error reporting to Sentry (the browser's through `/monitoring`); empty is unset. */
  SENTRY_DSN: z.string().optional(),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Sign-ups allowed per IP address per minute (mobile networks put many people behind one). */
  SIGNUPS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  LOGINS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Codes and links (SMS, WhatsApp, e-mail) sent for requests from one address in an hour. */
  CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Notices, newsletters and answers (not codes) one address or number receives in an hour. */
  OFF_APP_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Failed logins from one address in an hour, over all accounts. */
  FAILED_LOGINS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  /** How often the searches counted in memory are written to the database. */
  SEARCH_INSIGHTS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  ADS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  ADS_REFRESH_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  WEB_API_KEY: z.string().optional(),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** ffprobe (Debian: apt-get install ffmpeg), which checks that uploaded videos play. */
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  UPLOADS_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_BASE_URL: z.string().url().optional(),
  /** Naira of an order's total for each Oja point it earns (1 point = ₦1 to spend). */
  POINTS_NAIRA_PER_POINT: z.coerce.number().int().min(1).max(100_000).default(100),
  POINTS_ORDER_SHARE_PERCENT: z.coerce.number().int().min(0).max(90).default(20),
  /** Oja points a review earns the first time it has a photo (0: none). */
  POINTS_PER_PHOTO_REVIEW: z.coerce.number().int().min(0).max(100_000).default(50),
  /** Oja points a referrer earns when a friend's first order is received (0: none). */
  POINTS_REFERRAL_REFERRER: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Oja points the referred friend earns then (0: none). */
  POINTS_REFERRAL_FRIEND: z.coerce.number().int().min(0).max(100_000).default(250),
  /** Referral rewards one referrer may earn in a calendar month (Lagos time). */
  REFERRALS_MONTHLY_CAP: z.coerce.number().int().min(0).max(10_000).default(10),
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(5),
  PAYOUT_HOLD_HOURS: z.coerce.number().min(0).max(720).default(24),
  WALLET_CARD_HOLD_DAYS: z.coerce.number().min(0).max(30).default(3),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  SUPER_LIKE_MID_FEE: z.coerce.number().int().min(50).max(1_000_000).default(100),
  SUPER_LIKE_HIGH_FEE: z.coerce.number().int().min(50).max(1_000_000).default(200),
  SUPER_LIKE_CRYSTAL_FEE: z.coerce.number().int().min(50).max(1_000_000).default(500),
  SUPER_LIKE_PLATINUM_FEE: z.coerce.number().int().min(50).max(1_000_000).default(1000),
  CREATOR_PLATFORM_SHARE_PERCENT: z.coerce.number().min(0).max(50).default(20),
  BADGE_PERSONAL_FEE: z.coerce.number().int().min(100).max(10_000_000).default(5000),
  BADGE_CREATOR_FEE: z.coerce.number().int().min(100).max(10_000_000).default(5000),
  BADGE_BUSINESS_FEE: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
  BADGE_CREATOR_MIN_POSTS: z.coerce.number().int().min(0).max(100_000).default(5),
  BADGE_CREATOR_MIN_FOLLOWERS: z.coerce.number().int().min(0).max(10_000_000).default(25),
  BADGE_BUSINESS_MIN_COMPLETED_ORDERS: z.coerce.number().int().min(0).max(10_000_000).default(5),
  /** WhatsApp Business Cloud API; WhatsApp messages stay in the outbox while these are unset. */
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID is the number id from WhatsApp Manager (digits)')
    .optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION looks like v21.0')
    .default('v21.0'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).max(10).default('en'),
  /** Web Push (VAPID); development makes a pair in DATA_DIR, production has no push without. */
  WEB_PUSH_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'WEB_PUSH_PUBLIC_KEY is a base64url key')
    .optional(),
  WEB_PUSH_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'WEB_PUSH_PRIVATE_KEY is a base64url key')
    .optional(),
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'WEB_PUSH_SUBJECT is a mailto: or https: address')
    .default('mailto:support@oja.ng'),
  WEB_PUSH_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com',
    ),
});

export type Env = z.infer<typeof envSchema>;

/** A setting that is missing or wrong: start-up stops with its message. */
export class ConfigError extends Error {}
