import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '#shared/marketplace-dashboard.ts';
import type { MarketplaceDashboard } from '#shared/schemas/marketplace.ts';
import { api } from '#web/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

/** The marketplace's figures over a period; the period shown stays while the next one loads. */
export function useMarketplaceDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: consoleKeys.dashboard(period),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<MarketplaceDashboard>('/console/dashboard', { period }, signal)).data,
  });
}
