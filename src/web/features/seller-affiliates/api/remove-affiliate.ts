import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateRemoved } from '#shared/schemas/seller-affiliates.ts';
import { api } from '#web/lib/api-client.ts';
import { sellerAffiliateKeys } from './keys.ts';

/**
 * `DELETE businesses/{id}/affiliates/{userId}`: removes an affiliate. The confirm modal shows the
 * server's answer (or its error) itself, so no toast.
 */
export function useRemoveAffiliate(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (userId: string) =>
      api.delete<AffiliateRemoved>(`/businesses/${businessId}/affiliates/${userId}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sellerAffiliateKeys.all(businessId) }),
  });
}
