import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDetail, AccountSummary } from '#shared/schemas/accounts.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

/** People matching the search (2 characters or more); idle until then. */
export function useAccountSearch(query: { q: string; page: number }) {
  return useQuery({
    queryKey: consoleKeys.accountSearch(query),
    enabled: query.q.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await api.get<Paged<AccountSummary>>('/console/accounts', query, signal)).data,
  });
}

export function useAccount(userId: string) {
  return useQuery({
    queryKey: consoleKeys.account(userId),
    queryFn: async ({ signal }) =>
      (await api.get<AccountDetail>(`/console/accounts/${userId}`, undefined, signal)).data,
  });
}

/** Suspends or restores the account with the reason; the form shows a refusal under its field. */
export function useSuspension(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: { action: 'suspend' | 'restore'; reason: string }) =>
      api.post<AccountDetail>(`/console/accounts/${userId}/${input.action}`, {
        reason: input.reason,
      }),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Saved');
      queryClient.setQueryData(consoleKeys.account(userId), res.data);
      await queryClient.invalidateQueries({ queryKey: consoleKeys.accounts });
    },
  });
}
