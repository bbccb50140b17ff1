import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';

/** Adds an address to the account (the account screen and checkout). */
export function useAddAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: AddressBody) => api.post<Address>(`/users/${userId}/address`, body),
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
