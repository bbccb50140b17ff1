import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsoredAd, SponsoredQuery } from '#shared/schemas/ads.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { useClientStore } from '#web/lib/store.ts';

export type { SponsoredAd, SponsoredQuery };

/**
 * Whose ads: the signed-in user's (never their own ads, their state) or a visitor's. Each showing
 * is signed for the one it was shown to, so a signed-in user's cards are their own, asked for
 * with their token.
 */
export type AdViewer = 'me' | 'visitor';

const viewerNow = (): AdViewer =>
  useClientStore.getState().auth.accessToken !== null ? 'me' : 'visitor';

/** Ads change with every showing (each carries its own token), so a place's list is kept briefly. */
const SPONSORED_STALE_MS = 20_000;

/** What is asked, without its empty values: a place with no search is one list, however asked. */
const asked = (query: SponsoredQuery): SponsoredQuery =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as SponsoredQuery;

export const sponsoredKey = (query: SponsoredQuery, viewer: AdViewer) =>
  ['ads', 'sponsored', viewer, asked(query)] as const;

/**
 * The ads to show in a place now (`GET ads/sponsored`), keyed by who asks and what. A place with
 * no ads shows nothing, and so does one whose ads could not be read: an ad never turns a page
 * into an error or a not-found page. A page rendered on the server asks as a visitor.
 */
export const sponsoredQuery = (query: SponsoredQuery, viewer: AdViewer = viewerNow()) =>
  queryOptions({
    queryKey: sponsoredKey(query, viewer),
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

/**
 * The ads of a place; `enabled: false` asks for none (a tab that shows no products). When the
 * signed-in user's session comes back over a page rendered for a visitor, the visitor's cards
 * stay until the user's own arrive.
 */
export function useSponsored(query: SponsoredQuery, enabled = true) {
  const viewer = useClientStore((s): AdViewer => (s.auth.accessToken !== null ? 'me' : 'visitor'));
  const place = hashKey([asked(query)]);
  return useQuery({
    ...sponsoredQuery(query, viewer),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey([previousQuery.queryKey[3]]) === place ? previous : undefined,
  });
}

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
