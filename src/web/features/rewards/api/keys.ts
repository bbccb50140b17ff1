import type { HeldVoucherStatus, RewardStatus } from '#shared/rewards.ts';

/**
 * Points move when an order is received or returned elsewhere in the app, so the screen reads
 * them again when it opens after a few seconds away, though not once per part that shows them.
 */
export const REWARDS_STALE_MS = 5_000;

/** Query keys of the signed-in user's Oja points: the summary and the history per status. */
export const rewardKeys = {
  all: ['rewards'] as const,
  summary: ['rewards', 'summary'] as const,
  list: (status: RewardStatus | null) => ['rewards', 'list', status] as const,
  /** How many orders have points on their way (the count of pending entries). */
  pendingCount: ['rewards', 'pending-count'] as const,
};

/**
 * Query keys of vouchers: those a user holds (per status), a business's (its owner's with
 * figures, or those a visitor may claim) and one found by its code.
 */
export const voucherKeys = {
  all: ['vouchers'] as const,
  held: ['vouchers', 'mine'] as const,
  heldList: (status: HeldVoucherStatus | null) => ['vouchers', 'mine', status] as const,
  business: (businessId: string) => ['vouchers', 'business', businessId] as const,
  code: (businessId: string, code: string) => ['vouchers', 'code', businessId, code] as const,
};

/** Query keys of loyalty cards: a business's, and those of the stores the user buys from. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  /** A visitor's view and a signed-in customer's (with their progress) are kept apart. */
  business: (businessId: string, signedIn: boolean) =>
    ['loyalty', 'business', businessId, signedIn] as const,
  mine: ['loyalty', 'mine'] as const,
};
