import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SwitchAccountBody } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';

/** Where an account's own area is: a business's dashboard, or the shopper area for Personal. */
export function accountHome(active: Me['activeAccount'], personal = '/shopper'): string {
  return active.businessId ? `/vendor/${active.businessId}` : personal;
}

export function useSwitchAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwitchAccountBody) => api.put<Me>(`/users/${userId}/active-account`, body),
    onSuccess: (res) => {
      queryClient.setQueryData(meKeys.all, res.data);
      notify.success(res.message);
    },
  });
}
