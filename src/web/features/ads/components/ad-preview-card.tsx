import { Stack, Text } from '@mantine/core';
import type { AdPlacement } from '#shared/ads.ts';
import { formatNaira } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import cards from '#web/components/cards.module.css';
import { Money } from '#web/components/money.tsx';
import posts from '#web/components/post-card.module.css';
import { AuthorAvatar } from '#web/components/post-card.tsx';
import type { AdChoice } from './ad-order.ts';
// The sponsored cards' own stylesheet, so the preview looks as the real card does.
import classes from './sponsored.module.css';

const GO = { PRODUCT: 'Shop now', POST: 'See post', STORE: 'Visit store' } as const;

/** Among products (home page, explore and search): a product card labelled Sponsored. */
function AsCard({ target }: { target: AdChoice }) {
  return (
    <div className={cards.card} style={{ width: '100%', maxWidth: 200 }}>
      <span className={classes.picture}>
        {target.image ? (
          <img
            src={thumbnailUrl(target.image)}
            alt=""
            width={400}
            height={400}
            className={cards.photo}
          />
        ) : (
          <span className={`${cards.photo} ${classes.placeholder}`} aria-hidden="true">
            {target.title.charAt(0).toUpperCase()}
          </span>
        )}
        <span className={classes.label}>Sponsored</span>
      </span>
      <span className={cards.body}>
        <span className={cards.name}>{target.title}</span>
        {target.price !== null && <Money amount={target.price} size="sm" c="navy.9" />}
        {target.subtitle && (
          <span className={cards.meta}>
            <span className={cards.metaText}>{target.subtitle}</span>
          </span>
        )}
      </span>
    </div>
  );
}

/** In the For-you feed: a post's card from the store or author, with the headline. */
function AsPost({ target, headline }: { target: AdChoice; headline: string }) {
  const store = target.kind === 'STORE';
  const from = store ? target.title : (target.subtitle ?? target.title);
  return (
    <div className={posts.card} style={{ width: '100%', maxWidth: 340 }}>
      <div className={`${posts.pad} ${posts.head}`}>
        <span className={posts.author}>
          <AuthorAvatar name={from} src={store ? target.image : null} />
          <span className={posts.authorText}>
            <span className={posts.name}>{from}</span>
            <span className={posts.meta}>Sponsored</span>
          </span>
        </span>
      </div>
      {headline && <p className={`${posts.text} ${posts.pad}`}>{headline}</p>}
      {target.image && (
        <img
          src={thumbnailUrl(target.image)}
          alt=""
          className={posts.photo}
          width={400}
          height={400}
        />
      )}
      <span className={`${classes.foot} ${posts.pad}`}>
        <span className={classes.footText}>
          <span className={classes.title}>{target.title}</span>
          {target.price !== null && (
            <span className={posts.tagPrice}>{formatNaira(target.price)}</span>
          )}
        </span>
        <span className={classes.go}>{GO[target.kind]}</span>
      </span>
    </div>
  );
}

/**
 * The ad as shoppers will see it in the places chosen: a product card labelled Sponsored on the
 * home page and among products, a post's card (with the headline) in the feed.
 */
export function AdPreviewCard({
  target,
  headline,
  placements,
}: {
  target: AdChoice;
  headline: string;
  placements: AdPlacement[];
}) {
  const words = headline.trim();
  const asCard = placements.length === 0 || placements.some((p) => p !== 'FEED');
  return (
    <Stack gap="sm" align="center" role="group" aria-label="How shoppers will see your ad">
      {asCard && (
        <>
          <Text size="xs" c="dimmed" fw={600}>
            On the home page and among products
          </Text>
          <AsCard target={target} />
          {words && !placements.includes('FEED') && (
            <Text size="xs" c="dimmed" ta="center" maw={240}>
              The headline shows with the ad in the For-you feed.
            </Text>
          )}
        </>
      )}
      {placements.includes('FEED') && (
        <>
          <Text size="xs" c="dimmed" fw={600}>
            In the For-you feed
          </Text>
          <AsPost target={target} headline={words} />
        </>
      )}
    </Stack>
  );
}
