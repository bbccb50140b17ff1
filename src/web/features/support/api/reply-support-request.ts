import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportRequest } from '#shared/schemas/support.ts';
import { api, toQueryString } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

/** Adds a message to a thread; the thread shows it at once and the lists refresh. */
export function useReplySupportRequest(id: string, key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (message: string) =>
      api.post<SupportRequest>(
        `/support/requests/${encodeURIComponent(id)}/replies${toQueryString({ key })}`,
        { message },
      ),
    onSuccess: async (res) => {
      queryClient.setQueryData(supportKeys.detail(id, key), res.data);
      notify.success(res.message ?? 'Reply sent');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.mineAll }),
        queryClient.invalidateQueries({ queryKey: supportKeys.inboxAll }),
      ]);
    },
  });
}
