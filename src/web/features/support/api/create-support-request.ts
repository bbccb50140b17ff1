import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportRequestBody, SupportRequestCreated } from '#shared/schemas/support.ts';
import { api } from '#web/lib/api-client.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

/** Sends a request to Oja support; the form shows per-field messages itself. */
export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: SupportRequestBody) =>
      api.post<SupportRequestCreated>('/support/requests', body),
    onSuccess: async (res) => {
      const { key, ...request } = res.data;
      queryClient.setQueryData(supportKeys.detail(request._id, key), request);
      await queryClient.invalidateQueries({ queryKey: supportKeys.mineAll });
    },
  });
}
