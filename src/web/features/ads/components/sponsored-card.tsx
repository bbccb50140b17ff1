import { Link } from 'react-router';
import { thumbnailUrl } from '#shared/media.ts';
import type { SponsoredAd } from '#shared/schemas/ads.ts';
import cards from '#web/components/cards.module.css';
import { Money } from '#web/components/money.tsx';
import { useSponsoredTracking } from '../sponsored-tracking.ts';
import classes from './sponsored.module.css';

/** The 400 px copy of a stored picture (one given as that copy already stays as it is). */
export const smallPicture = (url: string) =>
  url.endsWith('-thumb.webp') ? url : thumbnailUrl(url);

/**
 * An ad as a product card: the picture labelled Sponsored, the name, the price and who sells it,
 * the same size as the product cards beside it. Opening it opens what it promotes.
 */
export function SponsoredCard({ ad, load = 'lazy' }: { ad: SponsoredAd; load?: 'eager' | 'lazy' }) {
  const { ref, onOpen } = useSponsoredTracking<HTMLAnchorElement>(ad.token);
  const t = ad.target;
  return (
    <Link ref={ref} to={t.path} onClick={onOpen} className={cards.card} data-sponsored="">
      <span className={classes.picture}>
        {t.image ? (
          <img
            src={smallPicture(t.image)}
            alt={t.title}
            loading={load}
            decoding="async"
            width={400}
            height={400}
            className={cards.photo}
          />
        ) : (
          <span className={`${cards.photo} ${classes.placeholder}`} aria-hidden="true">
            {t.title.charAt(0).toUpperCase()}
          </span>
        )}
        <span className={classes.label}>Sponsored</span>
      </span>
      <span className={cards.body}>
        <span className={cards.name}>{t.title}</span>
        {t.price !== null && (
          <Money
            amount={t.price}
            size="sm"
            c="var(--oja-store-text, var(--mantine-color-navy-9))"
          />
        )}
        {t.subtitle && (
          <span className={cards.meta}>
            <span className={cards.metaText}>{t.subtitle}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
