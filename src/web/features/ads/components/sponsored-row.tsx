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
