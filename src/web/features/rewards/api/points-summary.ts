import { useQuery } from '@tanstack/react-query';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import { api } from '#web/lib/api-client.ts';
import { REWARDS_STALE_MS, rewardKeys } from './keys.ts';

/** `GET rewards/summary`: the points to spend, those on their way and those ending soon. */
export const usePointsSummary = () =>
  useQuery({
    queryKey: rewardKeys.summary,
    queryFn: async ({ signal }) =>
      (await api.get<PointsSummary>('/rewards/summary', undefined, signal)).data,
    staleTime: REWARDS_STALE_MS,
  });
