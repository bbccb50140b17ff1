import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Adjustment } from '#shared/schemas/adjustments.ts';
import type { AdView } from '#shared/schemas/ads.ts';
import type { BadgeRequest } from '#shared/schemas/badges.ts';
import type { ListingRequest } from '#shared/schemas/businesses.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

export type ReviewKind = 'badges' | 'ads' | 'listings' | 'adjustments';
type Item<K extends ReviewKind> = K extends 'badges'
  ? BadgeRequest
  : K extends 'ads'
    ? AdView
    : K extends 'listings'
      ? ListingRequest
      : Adjustment;

/** Verification requests, ads or listing requests, waiting or decided; the page shown stays while the next loads. */
export function useReviewQueue<K extends ReviewKind>(
  kind: K,
  query: { status: 'PENDING' | 'DECIDED'; page: number },
) {
  return useQuery({
    queryKey: consoleKeys.reviewQueue(kind, query),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<Item<K>>>(`/console/${kind}`, query, signal)).data,
  });
}

/** Approves, or rejects with the reason; the card shows a refusal under its field. */
export function useReview(kind: ReviewKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { decision: 'APPROVE' | 'REJECT'; reason?: string }) =>
      api.post(`/console/${kind}/${id}/decision`, input),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Decided');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.reviews }),
        // An approved adjustment changes a balance the account screen shows.
        queryClient.invalidateQueries({ queryKey: consoleKeys.accounts }),
      ]);
    },
  });
}
