import { useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Product } from '#shared/schemas/products.ts';
import { api } from '#web/lib/api-client.ts';
import { ownPostKeys } from './keys.ts';

/** At most this many of each list are offered to tag; the API's page cap. */
const LIMIT = 100;

/**
 * The products a post may tag (the server checks the same): the active products of the
 * creator's own businesses and the products they resell as an affiliate.
 */
export function useTaggableProducts(userId: string, businessIds: string[]) {
  return useQuery({
    queryKey: [...ownPostKeys.taggable(userId), businessIds],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all([
        ...businessIds.map((businessId) =>
          api.get<Paged<Product>>(
            '/products',
            { productBusinessId: businessId, activeProduct: true, limit: LIMIT },
            signal,
          ),
        ),
        api.get<Paged<Product>>(
          '/products',
          { productAffiliateIds: [userId], limit: LIMIT },
          signal,
        ),
      ]);
      const seen = new Map<string, Product>();
      for (const list of lists) for (const p of list.data.results) seen.set(p._id, p);
      return [...seen.values()];
    },
    staleTime: 60_000,
  });
}
