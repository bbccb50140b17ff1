import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Product } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';
import { sayKept, sendOrKeep } from '#web/lib/offline-queue.ts';
import { meKeys } from '#web/lib/query-keys.ts';
import { productKeys } from './keys.ts';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<Product>(`/products/${id}`, undefined, signal)).data,
  });

export const useProduct = (id: string) => useQuery(productQuery(id));

/** A like kept to send later, shown as done: the count and the viewer's list of likes. */
function keptLike(queryClient: QueryClient, id: string, like: boolean) {
  const me = queryClient.getQueryData<{ likes: string[] }>(meKeys.all);
  if (!me || me.likes.includes(id) === like) return;
  queryClient.setQueryData(meKeys.all, {
    ...me,
    likes: like ? [...me.likes, id] : me.likes.filter((l) => l !== id),
  });
  queryClient.setQueryData<Product>(productKeys.detail(id), (p) =>
    p ? { ...p, likes: Math.max(0, p.likes + (like ? 1 : -1)) } : p,
  );
}

export function useLikeProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      sendOrKeep<Product>('POST', `/products/${id}/${like ? 'like' : 'unlike'}`),
    onSuccess: (res, like) => {
      if (!res) {
        // Kept to send when the network is back: the heart shows the tap meanwhile.
        keptLike(queryClient, id, like);
        return sayKept(like ? 'Your like' : 'Your unlike');
      }
      queryClient.setQueryData(productKeys.detail(id), res.data);
      return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
