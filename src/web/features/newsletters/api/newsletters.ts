import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Newsletter, NewsletterBody } from '#shared/schemas/newsletters.ts';
import { api } from '#web/lib/api-client.ts';

export const newsletterKeys = {
  all: (businessId: string) => ['newsletters', businessId] as const,
  list: (businessId: string, page: number) => ['newsletters', businessId, 'list', page] as const,
  subscribers: (businessId: string, page: number) =>
    ['newsletters', businessId, 'subscribers', page] as const,
  preview: (businessId: string, id: string) => ['newsletters', businessId, 'preview', id] as const,
};

export type Subscribers = Paged<{ email: string; status: string; since: string }> & {
  counts: { confirmed: number; pending: number; unsubscribed: number };
};

export const useSubscribers = (businessId: string, page: number) =>
  useQuery({
    queryKey: newsletterKeys.subscribers(businessId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Subscribers>(
          `/businesses/${businessId}/newsletter/subscribers`,
          { page, limit: 10 },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const useNewsletters = (businessId: string, page: number) =>
  useQuery({
    queryKey: newsletterKeys.list(businessId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Newsletter>>(
          `/businesses/${businessId}/newsletters`,
          { page, limit: 10 },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const usePreview = (businessId: string, id: string | null) =>
  useQuery({
    queryKey: newsletterKeys.preview(businessId, id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ subject: string; text: string }>(
          `/businesses/${businessId}/newsletters/${id}/preview`,
          undefined,
          signal,
        )
      ).data,
    enabled: id !== null,
  });

/** Writes a draft (or changes one, with its id); every list of the business is read again. */
export function useSaveNewsletter(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: NewsletterBody }) =>
      id
        ? await api.patch<Newsletter>(`/businesses/${businessId}/newsletters/${id}`, body)
        : await api.post<Newsletter>(`/businesses/${businessId}/newsletters`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all(businessId) }),
    meta: { fieldErrors: true },
  });
}

/** Sends a draft, or deletes one. */
export function useNewsletterAction(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'send' | 'delete' }) =>
      action === 'send'
        ? await api.post<Newsletter>(`/businesses/${businessId}/newsletters/${id}/send`)
        : await api.delete<null>(`/businesses/${businessId}/newsletters/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all(businessId) }),
  });
}

/** `POST subscribe_to_newsletter`: the answer's message is shown by the form. */
export function useSubscribe() {
  return useMutation({
    mutationFn: async (body: { vendorId: string; email?: string }) =>
      (await api.post<null>('/subscribe_to_newsletter', body)).message ?? '',
    meta: { fieldErrors: true },
  });
}

/** Opens a confirmation or unsubscribe link from an e-mail. */
export function useNewsletterLink() {
  return useMutation({
    mutationFn: async ({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }) =>
      (
        await api.post<{ business: { name: string; handle: string }; status: string }>(
          `/newsletters/${action}`,
          { token },
        )
      ).data,
    meta: { silent: true },
  });
}
