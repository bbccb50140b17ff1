import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdFigureDays } from '#shared/ads.ts';
import type { AdFigures } from '#shared/schemas/ads.ts';
import { api } from '#web/lib/api-client.ts';
import { manageAdKeys } from './manage-keys.ts';

/** `GET ads/{id}/figures`: one ad's showings, clicks, spend and sales per Lagos day. */
export function useAdFigures(adId: string, days: AdFigureDays) {
  return useQuery({
    queryKey: manageAdKeys.figures(adId, days),
    queryFn: async ({ signal }) =>
      (await api.get<AdFigures>(`/ads/${adId}/figures`, { days }, signal)).data,
    placeholderData: keepPreviousData,
  });
}
