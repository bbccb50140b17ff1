import { Suspense, type ReactNode } from 'react';
import type { SponsoredQuery } from '#shared/schemas/ads.ts';
import { deferred } from '#web/components/deferred.tsx';
import { useSponsored } from '../api/sponsored.ts';

/**
 * A sponsored card among a grid's products: its code comes with the ads, not with the page's
 * first code (a loader fetches it beside the ads when the page shows some: `preload`).
 */
export const InsertCard = deferred(() =>
  import('./sponsored-card.tsx').then((m) => m.SponsoredCard),
);

/**
 * Sponsored cards to place among a product grid's cards: none until the ads are read
 * (`pending`, the grid waits so it does not jump), none when there are no ads or no `query`.
 * A card whose code is still coming holds a product card's height in its row.
 */
export function useSponsoredCards(query: SponsoredQuery | null): {
  cards: ReactNode[];
  pending: boolean;
} {
  const ads = useSponsored(query ?? { placement: 'VENDORSTACK' }, query !== null);
  return {
    cards: (ads.data ?? []).map((ad) => (
      <Suspense key={ad._id} fallback={<div style={{ minHeight: 240 }} aria-hidden="true" />}>
        <InsertCard ad={ad} />
      </Suspense>
    )),
    pending: query !== null && ads.isPending,
  };
}
