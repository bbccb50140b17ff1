/**
 * Query keys of referrals: the terms everyone sees, a user's code and figures, the people they
 * referred, and support's queue of flagged referrals.
 */
export const referralKeys = {
  all: ['referrals'] as const,
  terms: ['referrals', 'terms'] as const,
  summary: (userId: string) => ['referrals', 'summary', userId] as const,
  friends: (userId: string) => ['referrals', 'friends', userId] as const,
  flagged: ['referrals', 'flagged'] as const,
};

/** A friend's first order can be received at any moment: read again after a few seconds away. */
export const REFERRALS_STALE_MS = 5_000;
