import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REFERRALS_PAGE_SIZE } from '#shared/referrals.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { ReferredFriend } from '#shared/schemas/referrals.ts';
import { api } from '#web/lib/api-client.ts';
import { REFERRALS_STALE_MS, referralKeys } from './keys.ts';

/** `GET users/{id}/list`: the people the user referred, newest first; "Load more" appends. */
export const referredFriendsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: referralKeys.friends(userId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<ReferredFriend>>(
          `/users/${userId}/list`,
          { page: pageParam, limit: REFERRALS_PAGE_SIZE },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: REFERRALS_STALE_MS,
  });

export const useReferredFriends = (userId: string) =>
  useInfiniteQuery(referredFriendsQuery(userId));
