import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsSubscription } from '#shared/schemas/news.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { newsSubscriptionKeys } from './keys.ts';

/** Whether the user gets Oja's news by e-mail (off until they turn it on). */
export function useNewsSubscription() {
  return useQuery({
    queryKey: newsSubscriptionKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get<NewsSubscription>('/users/news-subscription', undefined, signal)).data,
  });
}

export function useSetNewsSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api.put<NewsSubscription>('/users/news-subscription', { subscribed }),
    onSuccess: (res) => {
      queryClient.setQueryData(newsSubscriptionKeys.all, res.data);
      notify.success(res.message ?? 'Saved');
    },
  });
}
