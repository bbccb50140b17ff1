import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { REWARDS_PAGE_SIZE, type RewardStatus } from '#shared/rewards.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Reward } from '#shared/schemas/rewards.ts';
import { api } from '#web/lib/api-client.ts';
import { REWARDS_STALE_MS, rewardKeys } from './keys.ts';

/** `GET rewards`: the user's entries, newest first, of one status or all; "Load more" appends. */
export const rewardsQuery = (status: RewardStatus | null) =>
  infiniteQueryOptions({
    queryKey: rewardKeys.list(status),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Reward>>(
          '/rewards',
          {
            ...(status ? { rewardStatuses: [status] } : {}),
            page: pageParam,
            limit: REWARDS_PAGE_SIZE,
          },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: REWARDS_STALE_MS,
  });

export const useRewards = (status: RewardStatus | null) => useInfiniteQuery(rewardsQuery(status));

/** How many orders have points pending: one entry each, so the count of pending entries. */
export const usePendingOrderCount = (enabled: boolean) =>
  useQuery({
    queryKey: rewardKeys.pendingCount,
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Reward>>(
          '/rewards',
          { rewardTypes: ['ORDER'], rewardStatuses: ['PENDING'], limit: 1 },
          signal,
        )
      ).data.totalRecords,
    staleTime: REWARDS_STALE_MS,
    meta: { silent: true },
  });
