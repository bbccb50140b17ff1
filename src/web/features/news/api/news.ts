import { useMutation } from '@tanstack/react-query';
import type { NewsSubscription } from '#shared/schemas/news.ts';
import { api } from '#web/lib/api-client.ts';

/** The link in one of Oja's news e-mails: the news stops, no sign-in needed. */
export function useNewsUnsubscribe() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (token: string) => api.post<NewsSubscription>('/news/unsubscribe', { token }),
  });
}
