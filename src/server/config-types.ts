import type { S3Settings } from './integrations/storage.ts';
import type { WhatsAppSettings } from './integrations/whatsapp.ts';
import type { SuperLikeTier } from '#shared/constants.ts';

/** What a verification badge costs and what it asks of the requester (decision 033). */
export type BadgeSettings = {
  feesKobo: Record<'PERSONAL' | 'CREATOR' | 'BUSINESS', bigint>;
  creatorMinPosts: number;
  creatorMinFollowers: number;
  businessMinCompletedOrders: number;
};

export type RateLimitRule = { max: number; timeWindowMs: number };

/** Where errors are reported (server and browser) and under which environment. */
export type SentrySettings = { dsn: string; environment: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The read replica, and how far behind it may be while it takes reads. */
  readReplica: { url: string; maxLagMs: number } | undefined;
  jwtSecret: string;
  apiKeys: string[];
  /** The key the web app sends; one of `apiKeys`. */
  webApiKey: string;
  /** The built web app; not served when it has not been built. */
  webDistDir: string;
  /** Uploaded images on local disk (`DATA_DIR/uploads` by default). */
  uploadsDir: string;
  /** Object storage for uploads instead of local disk, when S3_BUCKET is set. */
  s3: S3Settings | undefined;
  media: {
    /** ffprobe, run over each uploaded video to check it plays. */
    ffprobePath: string;
  };
  appUrl: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Bearer token of `GET /metrics`; the endpoint is off without it. */
  metricsToken: string | undefined;
  /** Error reporting to Sentry, when SENTRY_DSN is set (decision 073); nothing of it runs without. */
  sentry: SentrySettings | undefined;
  /** The WhatsApp Business Cloud API, when WHATSAPP_ACCESS_TOKEN and its number id are set. */
  whatsApp: WhatsAppSettings | undefined;
  /** Web Push to browsers that subscribed (decision 081), when its keys are set or made. */
  webPush: WebPushSettings | undefined;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  search: {
    /** How old the in-memory suggestion indexes may grow before they are read again. */
    suggestionsRefreshMs: number;
  };
  /** How often the search figures counted in memory are written (and at most how stale they are). */
  searchInsightsFlushMs: number;
  rewards: {
    /** Naira of an order's total for each point it earns. */
    nairaPerPoint: number;
    /** At most this share of a checkout's total may be paid with points (0 turns it off). */
    orderSharePercent: number;
    /** Points a review earns the first time it has a photo, once per review. */
    pointsPerPhotoReview: number;
    /** What a friend's first received order earns (decision 062). */
    referral: {
      referrerPoints: number;
      friendPoints: number;
      /** Referral rewards one referrer may earn in a calendar month (Lagos time). */
      monthlyCap: number;
    };
  };
  ads: {
    /** How often impressions and clicks counted in memory are written and billed. */
    flushMs: number;
    /** How often the ads that may show are read again into memory. */
    refreshMs: number;
  };
  payments: {
    /** Paystack's REST API, or the local sandbox (the default outside production). */
    baseUrl: string;
    secretKey: string;
    /** Serve the Paystack sandbox at /sandbox/paystack (never in production). */
    serveSandbox: boolean;
    /** The platform's share of each order released to a vendor. */
    commissionPercent: number;
    /** How long after delivery a customer may return an order (when the business accepts returns). */
    returnWindowDays: number;
    /** How long a newly confirmed payout account waits before withdrawals may use it. */
    payoutHoldMs: number;
    cardHoldMs: number;
  };
  social: {
    /** What each paid super-like costs, in kobo (decision 027). */
    superLikeFeesKobo: Record<SuperLikeTier, bigint>;
    /** Oja's share of what creators earn from super-likes and gifts. */
    platformSharePercent: number;
  };
  badges: BadgeSettings;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * Codes and links sent by SMS, WhatsApp or e-mail (phone and e-mail verification, password
   * reset, payout account confirmation), each counted in every window of its list.
   */
  codeSends: {
    /** To one number or address, per kind of code. */
    perDestination: RateLimitRule[];
    /** For one account, all kinds together. */
    perAccount: RateLimitRule[];
    /** For requests from one IP address, all kinds together. */
    perAddress: RateLimitRule[];
  };
  /**
   * E-mails and text messages that are not codes (notices, newsletters, support answers) to one
   * address or number, counted in every window of the list (integrations/destination-cap.ts).
   */
  offAppPerDestination: RateLimitRule[];
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    forgotPassword: RateLimitRule;
    /** Failed logins per account (ASVS 2.2.1). */
    failedLoginsPerAccount: RateLimitRule;
    /** Reset e-mails per account. */
    forgotPasswordPerAccount: RateLimitRule;
    /** Account-name look-ups at the bank. */
    bankAccountLookup: RateLimitRule;
    /** Payout account additions, changes and codes sent for them. */
    payoutAccountChange: RateLimitRule;
    /** Product page views reported per IP address. */
    productViews: RateLimitRule;
    /** New support requests per account (signed in) or per IP address (visitors). */
    supportRequest: RateLimitRule;
    /** Replies in support threads, counted the same way. */
    supportReply: RateLimitRule;
    /** Messages one user writes, in all their conversations. */
    messagesPerSender: RateLimitRule;
    /** Failed logins from one address, over all accounts (browsers known to the account aside). */
    failedLoginsPerAddress: RateLimitRule;
    /** Failed logins of one account from one browser that logged in to it before. */
    failedLoginsPerDevice: RateLimitRule;
    /** Failed logins of one account from elsewhere before each further try waits `loginPaceMs`. */
    failedLoginsBeforePacing: number;
    /** Past that, one try per account in this long from browsers the account does not know. */
    loginPaceMs: number;
    /** New conversations one shopper opens with businesses. */
    conversationsPerShopper: RateLimitRule;
    /** Error reports a browser sends through `/monitoring`, per IP address. */
    monitoring: RateLimitRule;
  };
};

export type WebPushSettings = {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about Oja's pushes. */
  subject: string;
  /**
   * The push services a browser's subscription may point at (`*.` allows subdomains): the server
   * posts to the address a browser gives, so it must be one of theirs, never any address.
   */
  hosts: string[];
};
