import type { ReactNode } from 'react';
import type { SponsoredQuery } from '#shared/schemas/ads.ts';
import { Section } from '#web/components/section.tsx';
import { useSponsored } from '../api/sponsored.ts';
import { SponsoredCard } from './sponsored-card.tsx';
import classes from './sponsored.module.css';

/**
 * A titled row of sponsored cards (the home page's, a store's "more from other sellers"). With no
 * ads to show there is no row at all, not even its title.
 */
export function SponsoredRow({ title, query }: { title: string; query: SponsoredQuery }) {
  const ads = useSponsored(query).data ?? [];
  if (ads.length === 0) return null;
  return (
    <Section title={title}>
      <div className={classes.row}>
        {ads.map((ad) => (
          <SponsoredCard key={ad._id} ad={ad} />
        ))}
      </div>
    </Section>
  );
}

/**
 * Sponsored cards to place among a product grid's cards: none until the ads are read
 * (`pending`, the grid waits so it does not jump), none when there are no ads or no `query`.
 */
export function useSponsoredCards(query: SponsoredQuery | null): {
  cards: ReactNode[];
  pending: boolean;
} {
  const ads = useSponsored(query ?? { placement: 'VENDORSTACK' }, query !== null);
  return {
    cards: (ads.data ?? []).map((ad) => <SponsoredCard key={ad._id} ad={ad} />),
    pending: query !== null && ads.isPending,
  };
}
