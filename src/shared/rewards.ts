/**
 * Oja points (decision 059): earned on received orders, spent like naira on what Oja sells
 * (1 point = ₦1), kept for 12 months.
 */

/** Why points were given: an order received (referrals come with affiliates). */
export const REWARD_TYPES = ['ORDER', 'REFERRAL'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/**
 * PENDING until the order is received; AVAILABLE to spend; REVERSED when the order was turned
 * down or returned; EXPIRED 12 months after they became available (oldest spent first).
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
  REFERRAL: 'Referral',
};

/** What one point is worth when spent, in naira (1 point = ₦1 off what Oja sells). */
export const POINT_VALUE_NAIRA = 1;
