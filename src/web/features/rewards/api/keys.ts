import type { RewardStatus } from '#shared/rewards.ts';

/** Query keys of the signed-in user's Oja points: the summary and the history per status. */
export const rewardKeys = {
  all: ['rewards'] as const,
  summary: ['rewards', 'summary'] as const,
  list: (status: RewardStatus | null) => ['rewards', 'list', status] as const,
  /** How many orders have points on their way (the count of pending entries). */
  pendingCount: ['rewards', 'pending-count'] as const,
};
