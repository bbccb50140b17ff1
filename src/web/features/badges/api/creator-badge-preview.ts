import { useQuery } from '@tanstack/react-query';
import type { BadgeVerification } from '#shared/schemas/badges.ts';
import { api } from '#web/lib/api-client.ts';
import { badgeKeys } from './keys.ts';

/**
 * A user's checklist for one kind of badge: the verified person's (`PERSONAL`) or the creator's
 * (`CREATOR`, which for someone not yet a creator shows what it would ask).
 */
export const useBadgeChecklist = (userId: string, kind: 'PERSONAL' | 'CREATOR') =>
  useQuery({
    queryKey: [...badgeKeys.subject({ type: 'user', id: userId }), kind],
    queryFn: async ({ signal }) =>
      (await api.get<BadgeVerification>(`/users/${userId}/badge/verification`, { kind }, signal))
        .data,
  });
