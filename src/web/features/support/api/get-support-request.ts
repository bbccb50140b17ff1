import { useQuery } from '@tanstack/react-query';
import type { SupportRequest } from '#shared/schemas/support.ts';
import { api } from '#web/lib/api-client.ts';
import { supportKeys } from '#web/lib/query-keys.ts';

/** One request and its thread: the requester's own (signed in, or with the key of their link). */
export function useSupportRequest(id: string, key: string | null) {
  return useQuery({
    queryKey: supportKeys.detail(id, key),
    queryFn: async ({ signal }) =>
      (
        await api.get<SupportRequest>(
          `/support/requests/${encodeURIComponent(id)}`,
          { key: key ?? undefined },
          signal,
        )
      ).data,
  });
}
