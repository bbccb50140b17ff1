import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportRequest } from '#shared/schemas/support.ts';
import type { SupportStatus } from '#shared/support.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

/** Oja support moves a request along; the thread shows it at once and the inbox refreshes. */
export function useUpdateSupportStatus(id: string, key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportStatus) =>
      api.put<SupportRequest>(`/support/requests/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: async (res) => {
      queryClient.setQueryData(supportKeys.detail(id, key), res.data);
      notify.success(res.message ?? 'Status updated');
      await queryClient.invalidateQueries({ queryKey: supportKeys.inboxAll });
    },
  });
}
