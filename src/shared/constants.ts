/** Business constants of the product. */
export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';
export const DEFAULT_COUNTRY = 'NG';
export const DEFAULT_PHONE_CODE = '+234';
export const REQUEST_TIMEOUT_MS = 60_000;

/** How checkout pays by default (LOCAL, a card through the provider; WALLET, the Oja balance). */
export const PAYMENT_CHARGE_MODES = ['LOCAL', 'INTERNATIONAL', 'WALLET'] as const;
export type PaymentChargeMode = (typeof PAYMENT_CHARGE_MODES)[number];

export const ACCOUNT_TYPES = { PERSONAL: 'Personal', BUSINESS: 'business' } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

export const ROLES = ['shopper', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MAX_ADDRESSES_PER_USER = 10;

/** The plans, cheapest first (what each allows and costs is the matrix in plans.ts). */
export const PLAN_CODES = ['FREE', 'GROWTH', 'PRO'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** What a Free plan hears at a paid feature (decision 032). */
export const UPGRADE_MESSAGE = 'Please upgrade your plan to access this feature';

/**
 * A search ranks at most this many of its matches, the first in list order (pinned first, then
 * newest), and lists and counts only those. A word found in most of the catalogue ("and",
 * "edition") would otherwise rank tens of thousands of rows for every page; below the window
 * every match is ranked. 1,000 matches are 50 pages of 20.
 */
export const SEARCH_WINDOW = 1_000;

/**
 * Any other product list shows and counts at most this many products (500 pages of 20): counting an
 * unfiltered catalogue of 100,000 products, or one filtered on a column no index holds
 * (quantity), reads every row; counting up to 10,000 reads a tenth of them at most.
 */
export const LIST_WINDOW = 10_000;

/** The least a wallet is funded with, in naira (decision 020); the web skips smaller amounts silently. */
export const MIN_WALLET_FUNDING = 500;
/** The most one funding may add, in naira: a card payment's sensible ceiling. */
export const MAX_WALLET_FUNDING = 5_000_000;

/** The least one withdrawal sends to a bank, in naira. */
export const MIN_WITHDRAWAL = 100;
/** The most one withdrawal sends at once, in naira. */
export const MAX_WITHDRAWAL = 10_000_000;
/**
 * What a withdrawal costs, by Paystack's NGN transfer bands: each band's fee (naira) applies up
 * to and including its ceiling (naira); the last band has no ceiling.
 */
export const TRANSFER_FEE_BANDS = [
  { upTo: 5_000, fee: 10 },
  { upTo: 50_000, fee: 25 },
  { upTo: null, fee: 50 },
] as const;

/** Payment statuses; RECIEVED keeps the spelling clients already send. */
export const PAYMENT_STATUSES = ['PENDING', 'FAILED', 'RECIEVED', 'SUCCESS', 'REVERSED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why money moved. */
export const PAYMENT_REASONS = ['FUND_WITHDRAWAL', 'FUND_TRANSFER', 'FUND_REFUND'] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];

/** What a payment through the provider buys: a checkout's orders, or wallet funds. */
export const PAYMENT_TYPES = [
  'ORDER_PAYMENT',
  'WALLET_FUNDING',
  'SUPER_LIKE',
  'GIFT',
  'PLAN_SUBSCRIPTION',
  'CREATOR_SUBSCRIPTION',
  'THEME',
  'VERIFICATION_BADGE',
  'AD',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Entity types: what an interaction (like, comment, follow…) is about. */
export const ENTITY_TYPES = ['USER', 'BUSINESS', 'PRODUCT', 'POST', 'COMMENT', 'AD'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
/**
 * Interaction types: what someone did to an entity, recorded for its owner's notifications.
 * GIFT, a gift to a creator, is Oja's own addition (decision 028).
 */
export const INTERACTION_TYPES = [
  'LIKE',
  'FOLLOW',
  'CUSTOMER',
  'WATCH',
  'SUPER_LIKE',
  'VIEW',
  'NEW_COMMENT',
  'REPLY_COMMENT',
  'GIFT',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** Content types. */
export const CONTENT_TYPES = ['AD', 'POST'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What shoppers can comment on. */
export const COMMENTABLE_TYPES = ['POST', 'PRODUCT', 'BUSINESS'] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

/** The paid super-like tiers (decision 027), cheapest first. */
export const SUPER_LIKE_TIERS = ['MID', 'HIGH', 'CRYSTAL', 'PLATINUM'] as const;
export type SuperLikeTier = (typeof SUPER_LIKE_TIERS)[number];

/**
 * The five tier names and colours: Ivy is the free like, the four others name the paid
 * super-likes from the cheapest (decision 027).
 */
export const LIKE_TIER_LOOKS = {
  LIKE: { name: 'Ivy', color: 'green' },
  MID: { name: 'Aquarius', color: 'blue' },
  HIGH: { name: 'Firefly', color: 'orange' },
  CRYSTAL: { name: 'Thoria', color: 'violet' },
  PLATINUM: { name: 'Stellar', color: 'yellow' },
} as const;

/** A gift to a creator, in naira. */
export const MIN_GIFT = 100;
export const MAX_GIFT = 500_000;
