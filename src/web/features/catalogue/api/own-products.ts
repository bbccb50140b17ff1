import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductBody, ProductPatch } from '#shared/schemas/products.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { productKeys } from './keys.ts';

export type OwnProductsQuery = {
  businessId: string;
  search: string;
  status: 'all' | 'active' | 'inactive';
  page: number;
};

/** The vendor's own catalogue, one table page at a time. */
export function useOwnProducts(q: OwnProductsQuery) {
  return useQuery({
    queryKey: productKeys.ownPage(q),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Product>>(
          '/products',
          {
            productBusinessId: q.businessId,
            productSearch: q.search,
            activeProduct: q.status === 'all' ? undefined : q.status === 'active',
            page: q.page,
            limit: 10,
          } as Query,
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** After any change the tables and lists refetch. */
function useProductWrite<V>(
  send: (v: V) => Promise<{ data: unknown; message?: string }>,
  fieldErrors = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors },
    mutationFn: send,
    onSuccess: async (res) => {
      notify.success(res.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.own }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists }),
        queryClient.invalidateQueries({ queryKey: productKeys.details }),
      ]);
    },
  });
}

export const useCreateProduct = () =>
  useProductWrite((body: ProductBody) => api.post<Product>('/products', body), true);
export const useUpdateProduct = (id: string) =>
  useProductWrite((body: ProductPatch) => api.patch<Product>(`/products/${id}`, body), true);
export const useDeleteProduct = () =>
  useProductWrite((id: string) => api.delete<null>(`/products/${id}`));
export const useToggleProduct = () =>
  useProductWrite(({ id, flag }: { id: string; flag: 'active' | 'pin' }) =>
    api.put<Product>(`/products/${id}/${flag}`),
  );
