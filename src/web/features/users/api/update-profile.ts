import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateProfileBody } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { meKeys } from '#web/lib/query-keys.ts';

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: UpdateProfileBody) => api.put<Me>(`/users/${userId}`, body),
    onSuccess: (res) => {
      queryClient.setQueryData(meKeys.all, res.data);
      notify.success(res.message);
    },
  });
}
