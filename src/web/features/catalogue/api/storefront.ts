import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import { api } from '#web/lib/api-client.ts';
import { sayKept, sendOrKeep } from '#web/lib/offline-queue.ts';
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
    // Offline, the tap is kept and sent when the network is back.
    mutationFn: (follow: boolean) =>
      sendOrKeep<Business>(
        follow ? 'PUT' : 'DELETE',
        `/businesses/${business!._id}/follower/${userId}`,
      ),
    onSuccess: (res, follow) => {
      if (!res) {
        const me = queryClient.getQueryData<{ follows: string[] }>(meKeys.all);
        const id = business!._id;
        if (me && me.follows.includes(id) !== follow)
          queryClient.setQueryData(meKeys.all, {
            ...me,
            follows: follow ? [...me.follows, id] : me.follows.filter((f) => f !== id),
          });
        return sayKept(follow ? 'Your follow' : 'Your unfollow');
      }
      queryClient.setQueryData(businessKeys.storefront(res.data.handle), res.data);
      return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

export function useLikeBusiness(business: Business | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      sendOrKeep<Business>('POST', `/businesses/${business!._id}/${like ? 'like' : 'unlike'}`),
    onSuccess: (res, like) =>
      res
        ? queryClient.setQueryData(businessKeys.storefront(res.data.handle), res.data)
        : sayKept(like ? 'Your like' : 'Your unlike'),
  });
}
