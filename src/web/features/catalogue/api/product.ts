import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';
import { meKeys } from '#web/lib/query-keys.ts';
import { productKeys } from './keys.ts';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<Product>(`/products/${id}`, undefined, signal)).data,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));

export function useLikeProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => api.post<Product>(`/products/${id}/${like ? 'like' : 'unlike'}`),
    onSuccess: (res) => {
      queryClient.setQueryData(productKeys.detail(id), res.data);
      return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
