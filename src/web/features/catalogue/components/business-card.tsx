import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import classes from '#web/components/cards.module.css';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

/** What a business card shows of a business (a list's, or the few an article names). */
export type BusinessCardItem = Pick<
  Business,
  'handle' | 'logo' | 'name' | 'isVerified' | 'followers' | 'description'
> & { address: Pick<Business['address'], 'city' | 'state'> };

/** A business in a list: logo, name, where it is, followers and what it sells; opens its store. */
export function BusinessCard({ business: b }: { business: BusinessCardItem }) {
  return (
    <Link to={`/store/${b.handle}`} className={`${classes.card} ${classes.business}`}>
      {b.logo ? (
        <img
          src={b.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={56}
          height={56}
          className={classes.logo}
        />
      ) : (
        <span className={classes.logo} aria-hidden="true">
          {b.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={classes.body} style={{ padding: 0 }}>
        <span className={classes.businessName}>
          {b.name}
          <VerifiedTick verified={b.isVerified} size={15} />
        </span>
        <span className={classes.meta}>
          {[b.address.city, b.address.state].filter(Boolean).join(', ')} ·{' '}
          {formatCountOf(b.followers, 'follower')}
        </span>
        {b.description && <span className={classes.description}>{b.description}</span>}
      </span>
    </Link>
  );
}
