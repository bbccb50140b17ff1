import { useQuery } from '@tanstack/react-query';
import type { BusinessFunds } from '#shared/schemas/withdrawals.ts';
import { api } from '#web/lib/api-client.ts';
import { payoutKeys } from './keys.ts';

/** What of the business's balance can go to a bank now, and when the held rest can. */
export const useBusinessFunds = (businessId: string) =>
  useQuery({
    queryKey: payoutKeys.businessFunds(businessId),
    queryFn: async ({ signal }) =>
      (await api.get<BusinessFunds>(`/payments/businesses/${businessId}/funds`, undefined, signal))
        .data,
  });
