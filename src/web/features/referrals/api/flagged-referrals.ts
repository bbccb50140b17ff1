import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FLAGGED_REFERRALS_PAGE_SIZE } from '#shared/referrals.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { ReferralReview } from '#shared/schemas/referrals.ts';
import { api } from '#web/lib/api-client.ts';
import { referralKeys } from './keys.ts';

/** `GET referrals/flagged` (support): referrals held for review, oldest first; "Load more" appends. */
export const flaggedReferralsQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.flagged,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<ReferralReview>>(
          '/referrals/flagged',
          { page: pageParam, limit: FLAGGED_REFERRALS_PAGE_SIZE },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useFlaggedReferrals = () => useInfiniteQuery(flaggedReferralsQuery());
