import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import { api, type Paged, type Query } from '#web/lib/api-client.ts';

export type BusinessFilters = {
  businessSearch?: string;
  businessState?: string;
  businessCategoryIds?: string;
  limit?: number;
};

export const useBusinesses = (filters: BusinessFilters) =>
  useInfiniteQuery({
    queryKey: ['businesses', filters],
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Business>>(
          '/businesses',
          { ...filters, page: pageParam } as Query,
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    meta: { silent: Boolean(filters.businessSearch) },
  });

export function useStorefront(handle: string) {
  return useQuery({
    queryKey: ['storefront', handle],
    queryFn: async ({ signal }) =>
      (await api.get<Business>(`/businesses/social/${handle}`, undefined, signal)).data,
  });
}

export function useFollowBusiness(business: Business | undefined, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<Business>(`/businesses/${business!._id}/follower/${userId}`)
        : api.delete<Business>(`/businesses/${business!._id}/follower/${userId}`),
    onSuccess: (res) => {
      queryClient.setQueryData(['storefront', res.data.handle], res.data);
      return queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useLikeBusiness(business: Business | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      api.post<Business>(`/businesses/${business!._id}/${like ? 'like' : 'unlike'}`),
    onSuccess: (res) => queryClient.setQueryData(['storefront', res.data.handle], res.data),
  });
}
