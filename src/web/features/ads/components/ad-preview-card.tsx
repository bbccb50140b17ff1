import { formatNaira } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { AdChoice } from './ad-order.ts';
import classes from './ad-preview-card.module.css';

/**
 * The ad as shoppers will see it among products, the home page or the feed: its picture with
 * the "Sponsored" label, the headline if any, the title, the price and who offers it.
 */
export function AdPreviewCard({ target, headline }: { target: AdChoice; headline: string }) {
  const words = headline.trim();
  return (
    <figure className={classes.card} aria-label="How shoppers will see your ad" role="group">
      <div className={classes.photo}>
        {target.image && <img src={thumbnailUrl(target.image)} alt="" className={classes.image} />}
        <span className={classes.label}>Sponsored</span>
      </div>
      <div className={classes.body}>
        {words && <span className={classes.headline}>{words}</span>}
        <span className={classes.title}>{target.title}</span>
        {target.price !== null && (
          <span className={classes.price}>{formatNaira(target.price)}</span>
        )}
        {target.subtitle && <span className={classes.meta}>{target.subtitle}</span>}
      </div>
    </figure>
  );
}
