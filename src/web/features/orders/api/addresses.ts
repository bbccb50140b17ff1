import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

/** Saves a delivery address to the shopper's account, from checkout. */
export function useSaveDeliveryAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: async (body: AddressBody) => api.post<Address>(`/users/${userId}/address`, body),
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
