import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_AD_CPC, MAX_AD_DAILY_BUDGET, MIN_AD_CPC, MIN_AD_DAILY_BUDGET } from '#shared/ads.ts';
import type { AdReach } from '#shared/schemas/ads.ts';
import { api } from '#web/lib/api-client.ts';
import { manageAdKeys } from './manage-keys.ts';

const within = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

/**
 * `GET ads/reach`: the clicks and showings a day a budget is likely to buy. Asked only for a
 * budget and price the server accepts; the last estimate stays while the next one loads.
 */
export function useAdReach(dailyBudget: number, maxCpc: number) {
  const valid =
    within(dailyBudget, MIN_AD_DAILY_BUDGET, MAX_AD_DAILY_BUDGET) &&
    within(maxCpc, MIN_AD_CPC, MAX_AD_CPC);
  return useQuery({
    queryKey: manageAdKeys.reach(dailyBudget, maxCpc),
    enabled: valid,
    queryFn: async ({ signal }) =>
      (await api.get<AdReach>('/ads/reach', { dailyBudget, maxCpc }, signal)).data,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    // An estimate the screen can do without: a failure says so in place, not in a toast.
    meta: { silent: true },
  });
}
