import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { badgeChecklistKeys, meKeys } from '#web/lib/query-keys.ts';

/** Makes the signed-in user a creator (`hasPost`); the profile is replaced by the answer. */
export function useBecomeCreator(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<Me>(`/users/${userId}/creator`),
    onSuccess: (res) => {
      queryClient.setQueryData(meKeys.all, res.data);
      // The badge the user works towards is now a creator's.
      void queryClient.invalidateQueries({ queryKey: badgeChecklistKeys.all });
      notify.success(res.message);
    },
  });
}
