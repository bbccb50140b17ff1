import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsoredAd, SponsoredQuery } from '#shared/schemas/ads.ts';
import { api, type Query } from '#web/lib/api-client.ts';

export type { SponsoredAd, SponsoredQuery };

/** Ads change with every showing (each carries its own token), so a place's list is kept briefly. */
const SPONSORED_STALE_MS = 20_000;

/** What is asked, without its empty values: a place with no search is one list, however asked. */
const asked = (query: SponsoredQuery): SponsoredQuery =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as SponsoredQuery;

export const sponsoredKey = (query: SponsoredQuery) => ['ads', 'sponsored', asked(query)] as const;

/**
 * The ads to show in a place now (`GET ads/sponsored`), keyed by what was asked. A place with no
 * ads shows nothing, and so does one whose ads could not be read: an ad never turns a page into
 * an error or a not-found page.
 */
export const sponsoredQuery = (query: SponsoredQuery) =>
  queryOptions({
    queryKey: sponsoredKey(query),
    queryFn: async ({ signal }): Promise<SponsoredAd[]> => {
      try {
        return (
          await api.get<{ results: SponsoredAd[] }>('/ads/sponsored', asked(query) as Query, signal)
        ).data.results;
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    staleTime: SPONSORED_STALE_MS,
    meta: { silent: true },
  });

/** The ads of a place; `enabled: false` asks for none (a tab that shows no products). */
export const useSponsored = (query: SponsoredQuery, enabled = true) =>
  useQuery({ ...sponsoredQuery(query), enabled });

/** How many sponsored cards a product list places among its first products. */
export const SPONSORED_AMONG_PRODUCTS = 2;

/**
 * The ads of a product list (explore, search results) for what its address bar asks: its search
 * words (`q`), category and state; none on its businesses tab.
 */
export function sponsoredAmongProducts(params: URLSearchParams): SponsoredQuery | null {
  if (params.get('tab') === 'businesses') return null;
  return {
    placement: 'VENDORSTACK',
    limit: SPONSORED_AMONG_PRODUCTS,
    q: params.get('q') || undefined,
    category: params.get('category') || undefined,
    state: params.get('state') || undefined,
  };
}
