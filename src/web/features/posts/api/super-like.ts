import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuperLikeTier } from '#shared/constants.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { pointField } from '#web/lib/points.ts';
import { pointsKeys } from '#web/lib/query-keys.ts';
import { postKeys } from './keys.ts';
import { putPost } from './post-cache.ts';

export type Tier = { tier: SuperLikeTier; name: string; color: string; fee: number };
type Paid = { post: Post; authorizationUrl: string | null };

/** The paid super-like tiers with their names, colours and fees in naira, cheapest first. */
export const tiersQuery = queryOptions({
  queryKey: postKeys.tiers,
  queryFn: async ({ signal }) =>
    (await api.get<Tier[]>('/posts/super-likes/tiers', undefined, signal)).data,
  staleTime: 10 * 60_000,
});

export const useSuperLikeTiers = () => useQuery(tiersQuery);

/**
 * Super-likes a post, Oja points paying part or all of it (`points`, whole) and the wallet or a
 * card (on the provider's page) the rest.
 */
export function useSuperLike(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tier,
      payWith,
      points,
      fee,
    }: {
      tier: SuperLikeTier;
      payWith: 'WALLET' | 'CARD';
      points: number;
      /** The fee shown: a fee changed since is refused, not charged. */
      fee: number;
    }) =>
      apiRequest<Paid>('POST', `/posts/${post._id}/super-like`, {
        body: { payWith, point: pointField(points), amount: fee },
        query: { tag: tier },
      }),
    onSuccess: (res) => {
      // By card: on to the provider's page; the post shows it once the payment is confirmed.
      if (res.data.authorizationUrl) {
        window.location.assign(res.data.authorizationUrl);
        return;
      }
      putPost(queryClient, res.data.post);
      notify.success(res.message);
      return queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
    // A fee changed since the tiers were read: they are read again, with the new fee.
    onError: () => queryClient.invalidateQueries({ queryKey: postKeys.tiers }),
  });
}

/** Takes a super-like back: no longer shown or counted (it is not refunded). */
export function useSuperUnlike(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Post>(`/posts/${post._id}/super-unlike`),
    onSuccess: (res) => putPost(queryClient, res.data),
  });
}
