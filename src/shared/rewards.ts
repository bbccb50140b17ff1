/**
 * Oja points (decisions 059, 060, 062): earned on received orders, photo reviews and referrals,
 * spent like naira on what Oja sells (1 point = ₦1), kept for 12 months.
 */

/**
 * Why points were given: an order received, a review's first photo (once per review), a referred
 * friend's first received order (to each side, once per friend: decision 062).
 */
export const REWARD_TYPES = ['ORDER', 'REVIEW', 'REFERRAL'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/**
 * PENDING until the order is received (a photo review's are AVAILABLE at once); AVAILABLE to
 * spend; REVERSED when the order was turned down or returned; EXPIRED 12 months after they
 * became available (oldest spent first).
 */
export const REWARD_STATUSES = ['PENDING', 'AVAILABLE', 'REVERSED', 'EXPIRED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const REWARDS_PAGE_SIZE = 25;
export const POINTS_LIFETIME_MONTHS = 12;
/** "Expiring soon" on the rewards screen: points whose 12 months end within this many days. */
export const POINTS_EXPIRING_SOON_DAYS = 30;

export const REWARD_STATUS_LABELS: Record<RewardStatus, string> = {
  PENDING: 'Pending',
  AVAILABLE: 'Available',
  REVERSED: 'Reversed',
  EXPIRED: 'Expired',
};

export const REWARD_TYPE_LABELS: Record<RewardType, string> = {
  ORDER: 'Order',
  REVIEW: 'Photo review',
  REFERRAL: 'Referral',
};

/** A voucher takes a fixed naira amount or a percentage (with an optional cap) off an order. */
export const VOUCHER_KINDS = ['AMOUNT', 'PERCENT'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
/** Who pays for the discount: the business (its share is less) or Oja (its commission is less). */
export const VOUCHER_FUNDERS = ['BUSINESS', 'OJA'] as const;
export type VoucherFunder = (typeof VOUCHER_FUNDERS)[number];
export const VOUCHER_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
/** A held voucher: HELD to use, USED on an order (given back if that order is never paid). */
export const HELD_VOUCHER_STATUSES = ['HELD', 'USED'] as const;
export type HeldVoucherStatus = (typeof HELD_VOUCHER_STATUSES)[number];

export const VOUCHERS_PAGE_SIZE = 25;
export const MAX_VOUCHER_PERCENT = 90;
export const MAX_VOUCHER_COUNT = 100_000;
export const MAX_VOUCHERS_PER_CUSTOMER = 10;
export const MAX_VOUCHER_DAYS = 366;
export const VOUCHER_TITLE_MAX = 60;

/** What one point is worth when spent, in naira (1 point = ₦1 off what Oja sells). */
export const POINT_VALUE_NAIRA = 1;

/** Where a voucher comes from: offered by its store (or Oja), or earned with a loyalty card. */
export const VOUCHER_SOURCES = ['OFFER', 'LOYALTY'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];
/** A loyalty card rewards every Nth received order, N within these bounds. */
export const LOYALTY_MIN_ORDERS = 2;
export const LOYALTY_MAX_ORDERS = 20;
