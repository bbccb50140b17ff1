import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceChangeBody, PriceItemView } from '#shared/schemas/prices.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { consoleKeys } from './keys.ts';

export function usePrices() {
  return useQuery({
    queryKey: consoleKeys.prices,
    queryFn: async ({ signal }) =>
      (await api.get<PriceItemView[]>('/console/prices', undefined, signal)).data,
  });
}

/** Sets a new price; the form shows a refusal under its fields. */
export function useSetPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: PriceChangeBody) => api.post<PriceItemView[]>('/console/prices', body),
    onSuccess: (res) => {
      notify.success(res.message ?? 'Saved');
      queryClient.setQueryData(consoleKeys.prices, res.data);
    },
  });
}
