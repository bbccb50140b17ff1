import { useQuery } from '@tanstack/react-query';
import type { PointsSummary } from '#shared/schemas/rewards.ts';
import { api } from '#web/lib/api-client.ts';
import { rewardKeys } from './keys.ts';

/**
 * `GET rewards/summary`: the points to spend, those on their way and those ending soon. Points
 * move when an order is received or returned elsewhere in the app, so the screen reads them
 * again each time it opens.
 */
export const usePointsSummary = () =>
  useQuery({
    queryKey: rewardKeys.summary,
    queryFn: async ({ signal }) =>
      (await api.get<PointsSummary>('/rewards/summary', undefined, signal)).data,
    staleTime: 0,
  });
