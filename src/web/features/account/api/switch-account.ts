import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SwitchAccountBody } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { ME_KEY } from './get-me.ts';

export function useSwitchAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwitchAccountBody) => api.put<Me>(`/users/${userId}/active-account`, body),
    onSuccess: (res) => {
      queryClient.setQueryData(ME_KEY, res.data);
      notify.success(res.message);
    },
  });
}
