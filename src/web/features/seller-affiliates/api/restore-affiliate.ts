import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { sellerAffiliateKeys } from './keys.ts';

/** `DELETE businesses/{id}/affiliates/blocks/{userId}`: a removed affiliate may resell again. */
export function useRestoreAffiliate(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<unknown>(`/businesses/${businessId}/affiliates/blocks/${userId}`),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: sellerAffiliateKeys.all(businessId) });
      notify.success(res.message);
    },
  });
}
