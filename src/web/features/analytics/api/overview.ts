import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MetricPeriod, Overview } from '#shared/schemas/analytics.ts';
import { api } from '#web/lib/api-client.ts';

/** The periods a vendor switches between (decision 025). */
export const PERIODS = [
  { key: '24h', label: '24 hours', durationType: 'HOUR', duration: 24 },
  { key: '7d', label: '7 days', durationType: 'DAY', duration: 7 },
  { key: '4w', label: '4 weeks', durationType: 'WEEK', duration: 4 },
  { key: '3m', label: '3 months', durationType: 'MONTH', duration: 3 },
  { key: '6m', label: '6 months', durationType: 'MONTH', duration: 6 },
  { key: '12m', label: '12 months', durationType: 'MONTH', duration: 12 },
] as const satisfies readonly {
  key: string;
  label: string;
  durationType: MetricPeriod;
  duration: number;
}[];
export type PeriodKey = (typeof PERIODS)[number]['key'];
/** The periods every plan shows; longer ones are a paid plan's (the plan matrix). */
export const FREE_PERIODS: readonly PeriodKey[] = ['24h', '7d'];

export const analyticsKeys = {
  overview: (businessId: string, period: PeriodKey) =>
    ['analytics', 'overview', businessId, period] as const,
};

/** A business's overview for a period; the previous period stays on screen while the next loads. */
export function useBusinessOverview(businessId: string, period: PeriodKey, enabled = true) {
  const { durationType, duration } = PERIODS.find((p) => p.key === period)!;
  return useQuery({
    enabled,
    queryKey: analyticsKeys.overview(businessId, period),
    queryFn: async ({ signal }) =>
      (
        await api.get<Overview>(
          `/businesses/${businessId}/analytics`,
          { durationType, duration },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
