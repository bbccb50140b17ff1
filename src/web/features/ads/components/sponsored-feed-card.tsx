import { Link } from 'react-router';
import type { AdKind } from '#shared/ads.ts';
import { formatNaira } from '#shared/format.ts';
import { MAX_IMAGE_SIDE } from '#shared/media.ts';
import type { SponsoredAd, SponsoredQuery } from '#shared/schemas/ads.ts';
import posts from '#web/components/post-card.module.css';
import { AuthorAvatar } from '#web/components/post-card.tsx';
import { useSponsored } from '../api/sponsored.ts';
import { useSponsoredTracking } from '../sponsored-tracking.ts';
import classes from './sponsored.module.css';
import { usePictures } from '#web/lib/data-saver.ts';

const GO: Record<AdKind, string> = {
  PRODUCT: 'Shop now',
  POST: 'See post',
  STORE: 'Visit store',
};

/**
 * An ad among the feed's posts, in a post's card: who it is from, labelled Sponsored, its
 * headline, its picture and what it promotes; the picture and the foot open it.
 */
export function SponsoredFeedCard({ ad }: { ad: SponsoredAd }) {
  const pictures = usePictures();
  const { ref, onOpen } = useSponsoredTracking<HTMLElement>(ad.token);
  const t = ad.target;
  // Who it is from: the store itself, or the product's store, or the post's author.
  const store = ad.kind === 'STORE';
  const from = store ? t.title : (t.subtitle ?? t.title);
  return (
    <article ref={ref} className={posts.card} aria-label={`Sponsored: ${t.title}`}>
      <div className={`${posts.pad} ${posts.head}`}>
        <span className={posts.author}>
          <AuthorAvatar name={from} src={store ? t.image : null} />
          <span className={posts.authorText}>
            <span className={posts.name}>{from}</span>
            <span className={posts.meta}>
              Sponsored{store && t.subtitle ? ` · ${t.subtitle}` : ''}
            </span>
          </span>
        </span>
      </div>
      {ad.headline && <p className={`${posts.text} ${posts.pad}`}>{ad.headline}</p>}
      <Link to={t.path} onClick={onOpen} className={classes.open}>
        {t.image && (
          <img
            src={pictures.whole(t.image)}
            srcSet={pictures.srcSet(t.image)}
            sizes="(min-width: 640px) 600px, 100vw"
            width={MAX_IMAGE_SIDE}
            height={MAX_IMAGE_SIDE}
            alt={t.title}
            loading="lazy"
            decoding="async"
            className={posts.photo}
          />
        )}
        <span className={`${classes.foot} ${posts.pad}`}>
          <span className={classes.footText}>
            <span className={classes.title}>{t.title}</span>
            {t.price !== null && <span className={posts.tagPrice}>{formatNaira(t.price)}</span>}
          </span>
          <span className={classes.go}>{GO[ad.kind]}</span>
        </span>
      </Link>
    </article>
  );
}

/** The feed's sponsored card, if there is an ad to show there. */
export function SponsoredInFeed({ query }: { query: SponsoredQuery }) {
  const ad = useSponsored(query).data?.[0];
  return ad ? <SponsoredFeedCard ad={ad} /> : null;
}
