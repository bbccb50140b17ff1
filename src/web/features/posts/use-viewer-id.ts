import { skipToken, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/users.ts';
import { meKeys } from '#web/lib/query-keys.ts';

/** The signed-in user's id, from the profile the header has already loaded; null for visitors. */
export function useViewerId(): string | null {
  const me = useQuery({ queryKey: meKeys.all, queryFn: skipToken, select: (m: Me) => m._id });
  return me.data ?? null;
}
