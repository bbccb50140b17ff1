import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { RemovedAffiliate } from '#shared/schemas/seller-affiliates.ts';
import { api } from '#web/lib/api-client.ts';
import { sellerAffiliateKeys } from './keys.ts';

/** `GET businesses/{id}/affiliates/blocks`: the affiliates the business removed, latest first. */
export function useRemovedAffiliates(businessId: string, page: number) {
  return useQuery({
    queryKey: sellerAffiliateKeys.removed(businessId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<RemovedAffiliate>>(
          `/businesses/${businessId}/affiliates/blocks`,
          { page, limit: 10 },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
