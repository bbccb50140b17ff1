import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/users.ts';
import { api } from '#web/lib/api-client.ts';
import { useClientStore } from '#web/lib/store.ts';
import { meKeys } from '#web/lib/query-keys.ts';

export const meQuery = queryOptions({
  queryKey: meKeys.all,
  queryFn: async ({ signal }) => (await api.get<Me>('/users/me', undefined, signal)).data,
  staleTime: 60_000,
});

/** The signed-in user's profile; idle for visitors. */
export function useMe() {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  return useQuery({ ...meQuery, enabled: signedIn });
}
