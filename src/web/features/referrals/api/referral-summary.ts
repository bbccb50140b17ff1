import { useQuery } from '@tanstack/react-query';
import type { ReferralSummary } from '#shared/schemas/referrals.ts';
import { api } from '#web/lib/api-client.ts';
import { REFERRALS_STALE_MS, referralKeys } from './keys.ts';

/** `GET users/{id}/referrals/summary`: the user's code, sign-up link and figures. */
export const useReferralSummary = (userId: string | undefined) =>
  useQuery({
    queryKey: referralKeys.summary(userId ?? ''),
    enabled: userId !== undefined,
    queryFn: async ({ signal }) =>
      (await api.get<ReferralSummary>(`/users/${userId}/referrals/summary`, undefined, signal))
        .data,
    staleTime: REFERRALS_STALE_MS,
  });
