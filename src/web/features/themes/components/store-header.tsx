import type { ReactNode } from 'react';
import { formatCountOf } from '#shared/format.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import { VerifiedTick } from '#web/components/verified-tick.tsx';
import type { StoreLayout } from '../theme-style.ts';
import classes from './store-header.module.css';

export type StoreHeaderBusiness = Pick<
  Business,
  'name' | 'handle' | 'description' | 'logo' | 'cover' | 'isVerified' | 'followers' | 'address'
>;

/**
 * The top of a store in its theme's hero: `banner` (a wide picture, then the words), `split` (the
 * picture beside the words) or `minimal` (words only). The picture is the theme's hero, else the
 * store's cover. `actions` (follow, like, message) sit in the hero or in a bar under it, as the
 * theme says; `rating` and `tags` go under the name. Drawn from a Business and a StoreLook alone,
 * so a preview of any store in any theme is this inside a `ThemeFrame`.
 */
export function StoreHeader({
  business,
  look,
  actions,
  rating,
  tags,
  headingLevel = 1,
}: {
  business: StoreHeaderBusiness;
  look: StoreLayout;
  actions?: ReactNode;
  rating?: ReactNode;
  tags?: ReactNode;
  /** A preview inside another page names the store with an h2, and its picture loads lazily. */
  headingLevel?: 1 | 2;
}) {
  const { hero, actions: actionsAt } = look.layout;
  const picture = hero === 'minimal' ? null : (look.hero ?? business.cover);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const place = [business.address.city, business.address.state].filter(Boolean).join(', ');
  const words = (
    <div className={classes.words}>
      <div className={classes.identity}>
        {business.logo ? (
          <img className={classes.logo} src={business.logo} alt="" width={84} height={84} />
        ) : (
          <span className={classes.logo} aria-hidden="true">
            {business.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className={classes.names}>
          <Heading className={classes.name}>
            {business.name}
            <VerifiedTick verified={business.isVerified} size={22} />
          </Heading>
          <p className={classes.details}>
            @{business.handle}
            {place ? ` · ${place}` : ''} · {formatCountOf(business.followers, 'follower')}
          </p>
          {rating}
        </div>
      </div>
      {business.description && <p className={classes.description}>{business.description}</p>}
      {tags}
      {actions && actionsAt === 'hero' && <div className={classes.actions}>{actions}</div>}
    </div>
  );
  return (
    <header className={classes.hero} data-hero={hero} data-picture={picture ? 'yes' : 'no'}>
      <div className={classes.top}>
        {picture && (
          // The shop's picture: a strip over the words, or beside them (split).
          <img
            className={classes.picture}
            src={picture}
            alt=""
            {...(headingLevel === 1 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        )}
        {words}
      </div>
      {actions && actionsAt === 'bar' && (
        <div className={classes.bar} role="group" aria-label="Store actions">
          {actions}
        </div>
      )}
    </header>
  );
}
