import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import type { Article } from '#shared/schemas/blog.ts';
import classes from '#web/components/cards.module.css';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

/** A store an article links to: logo, name, where it is and its followers; opens the store. */
export function ArticleStoreCard({ store: s }: { store: Article['stores'][number] }) {
  return (
    <Link to={`/store/${s.handle}`} className={`${classes.card} ${classes.business}`}>
      {s.logo ? (
        <img
          src={s.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={56}
          height={56}
          className={classes.logo}
        />
      ) : (
        <span className={classes.logo} aria-hidden="true">
          {s.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={classes.body} style={{ padding: 0 }}>
        <span className={classes.businessName}>
          {s.name}
          <VerifiedTick verified={s.isVerified} size={15} />
        </span>
        <span className={classes.meta}>
          {[s.state, formatCountOf(s.followers, 'follower')].filter(Boolean).join(' · ')}
        </span>
      </span>
    </Link>
  );
}
