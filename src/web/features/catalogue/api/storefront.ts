import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import { api } from '#web/lib/api-client.ts';

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
