import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Creator } from '#shared/schemas/social.ts';
import { api } from '#web/lib/api-client.ts';

/** Creators, most followed first. */
export const creatorKeys = {
  all: ['creators'] as const,
  /**
   * A signed-in viewer's list says whom they follow, a visitor's does not: each is its own list
   * (a page rendered on the server for a visitor is fetched again once the user is known).
   */
  list: (search: string, signedIn: boolean) => ['creators', { search, signedIn }] as const,
};

export const creatorsQuery = (search: string, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: creatorKeys.list(search, signedIn),
    queryFn: async ({ pageParam, signal }) =>
      (await api.get<Paged<Creator>>('/users', { userSearch: search, page: pageParam }, signal))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // A failed search is quiet: the list says it found nothing or could not load.
    meta: { silent: Boolean(search) },
  });

export const useCreators = (search: string, signedIn: boolean) =>
  useInfiniteQuery(creatorsQuery(search, signedIn));

/** Follows (PUT) or unfollows (DELETE) a creator; every list showing them takes the answer. */
export function useFollowCreator(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, follow }: { creatorId: string; follow: boolean }) =>
      follow
        ? api.put<Creator>(`/users/${creatorId}/follower/${userId}`)
        : api.delete<Creator>(`/users/${creatorId}/follower/${userId}`),
    onSuccess: (res) => {
      const updated = res.data;
      queryClient.setQueriesData<InfiniteData<Paged<Creator>>>(
        { queryKey: creatorKeys.all },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((c) => (c._id === updated._id ? updated : c)),
            })),
          },
      );
    },
  });
}
