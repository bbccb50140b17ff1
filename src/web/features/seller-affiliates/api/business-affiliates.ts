import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { SellerAffiliate } from '#shared/schemas/seller-affiliates.ts';
import { api } from '#web/lib/api-client.ts';
import { sellerAffiliateKeys } from './keys.ts';

/** Affiliates on one page (the API's default for the list). */
export const AFFILIATES_PAGE_SIZE = 30;

/** `GET businesses/{id}/affiliates`: who sells the business's products, best sellers first. */
export function useBusinessAffiliates(businessId: string, page: number) {
  return useQuery({
    queryKey: sellerAffiliateKeys.list(businessId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<SellerAffiliate>>(
          `/businesses/${businessId}/affiliates`,
          { page, limit: AFFILIATES_PAGE_SIZE },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
