import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody, Me } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';

function useAddressesUpdate() {
  const queryClient = useQueryClient();
  return (addresses: Address[]) =>
    queryClient.setQueryData<Me>(meKeys.all, (me) =>
      me ? { ...me, addresses, defaultAddress: addresses.find((a) => a.isDefault) ?? null } : me,
    );
}

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
