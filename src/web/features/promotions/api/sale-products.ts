import { useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Product } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';

/** What the sale form offers: the business's products on show (the first 100, by name). */
export function useSaleProducts(businessId: string) {
  return useQuery({
    queryKey: ['promotions', 'products', businessId],
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<Product>>(
          '/products',
          { productBusinessId: businessId, activeProduct: 'true', limit: 100 },
          signal,
        )
      ).data.results,
  });
}
