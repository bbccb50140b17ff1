import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralTerms } from '#shared/schemas/referrals.ts';
import { api } from '#web/lib/api-client.ts';
import { referralKeys } from './keys.ts';

/** `GET referrals/terms`: what a referral earns each side and the monthly cap (settings). */
export const referralTermsQuery = () =>
  queryOptions({
    queryKey: referralKeys.terms,
    queryFn: async ({ signal }) =>
      (await api.get<ReferralTerms>('/referrals/terms', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });

export const useReferralTerms = () => useQuery(referralTermsQuery());
