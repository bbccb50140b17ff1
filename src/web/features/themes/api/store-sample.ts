import { useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { ProductCardItem } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';
import { themeKeys } from './keys.ts';

/**
 * A store's first four products as cards, shown inside every theme's preview: one page, so the
 * theme screen needs no paging code.
 */
export const useStoreSample = (businessId: string) =>
  useQuery({
    queryKey: themeKeys.sample(businessId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<ProductCardItem>>(
          '/products',
          { productBusinessId: businessId, limit: 4, view: 'card' },
          signal,
        )
      ).data.results,
    staleTime: 60_000,
  });
