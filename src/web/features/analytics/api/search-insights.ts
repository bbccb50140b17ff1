import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchInsightDays, SearchInsights } from '#shared/schemas/search-insights.ts';
import { api } from '#web/lib/api-client.ts';

/** What shoppers searched for over the last `days` Lagos days, for the business's owner. */
export function useSearchInsights(businessId: string, days: SearchInsightDays) {
  return useQuery({
    queryKey: ['analytics', 'search-insights', businessId, days],
    queryFn: async ({ signal }) =>
      (
        await api.get<SearchInsights>(
          `/businesses/${businessId}/search-insights`,
          { days: String(days) },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
