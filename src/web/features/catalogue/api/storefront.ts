import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import { api } from '#web/lib/api-client.ts';
import { businessKeys, meKeys } from '#web/lib/query-keys.ts';

export const storefrontQuery = (handle: string) =>
  queryOptions({
    queryKey: businessKeys.storefront(handle),
    queryFn: async ({ signal }) =>
      (await api.get<Business>(`/businesses/social/${handle}`, undefined, signal)).data,
  });

export const useStorefront = (handle: string) => useQuery(storefrontQuery(handle));

export function useFollowBusiness(business: Business | undefined, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<Business>(`/businesses/${business!._id}/follower/${userId}`)
        : api.delete<Business>(`/businesses/${business!._id}/follower/${userId}`),
    onSuccess: (res) => {
      queryClient.setQueryData(businessKeys.storefront(res.data.handle), res.data);
      return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

export function useLikeBusiness(business: Business | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      api.post<Business>(`/businesses/${business!._id}/${like ? 'like' : 'unlike'}`),
    onSuccess: (res) =>
      queryClient.setQueryData(businessKeys.storefront(res.data.handle), res.data),
  });
}
