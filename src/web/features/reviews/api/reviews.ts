import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Review, ReviewPage, ReviewPatch } from '#shared/schemas/reviews.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { reviewKeys } from './keys.ts';

export const REVIEWS_PAGE_SIZE = 10;

export type ReviewSubject = { reviewProductId: string } | { reviewBusinessId: string };

/** Reviews of a product or a business with its rating; "Show more" appends the next page. */
export const reviewsQuery = (subject: ReviewSubject) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(subject),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<ReviewPage>(
          '/reviews',
          { ...subject, page: pageParam, limit: REVIEWS_PAGE_SIZE } as Query,
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useReviews = (subject: ReviewSubject) => useInfiniteQuery(reviewsQuery(subject));

/** The shopper's own review of a product or business, if any. */
export function useMyReview(customerId: string, subject: ReviewSubject) {
  return useQuery({
    queryKey: reviewKeys.mine(customerId, subject),
    queryFn: async ({ signal }) =>
      (
        await api.get<ReviewPage>(
          '/reviews',
          { reviewCustomerId: customerId, ...subject, limit: 1 } as Query,
          signal,
        )
      ).data.results[0] ?? null,
    meta: { silent: true },
  });
}

/** Adds a review; a review already given comes back as a 409 the form turns into an edit. */
export function useAddReview(subject: ReviewSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: (body: { rating: number; comment: string; photos: string[] }) =>
      api.post<Review>('/reviews', { ...body, ...subject }),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Review has been added');
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

export function useEditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    mutationFn: ({ id, ...body }: ReviewPatch & { id: string }) =>
      api.patch<Review>(`/reviews/${id}`, body),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Review updated');
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
