import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, Me } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';

// Apart from adding an address (addresses.ts), which checkout also uses: checkout's first
// screen does not carry these.

function useAddressesUpdate() {
  const queryClient = useQueryClient();
  return (addresses: Address[]) =>
    queryClient.setQueryData<Me>(meKeys.all, (me) =>
      me ? { ...me, addresses, defaultAddress: addresses.find((a) => a.isDefault) ?? null } : me,
    );
}

export function useDeleteAddress(userId: string) {
  const update = useAddressesUpdate();
  return useMutation({
    mutationFn: (addressId: string) =>
      api.delete<Address[]>(`/users/${userId}/address/${addressId}`),
    onSuccess: (res) => {
      update(res.data);
      notify.success(res.message);
    },
  });
}

export function useSetDefaultAddress(userId: string) {
  const update = useAddressesUpdate();
  return useMutation({
    mutationFn: (addressId: string) =>
      api.put<Address[]>(`/users/${userId}/address/${addressId}/default`),
    onSuccess: (res) => {
      update(res.data);
      notify.success(res.message);
    },
  });
}
