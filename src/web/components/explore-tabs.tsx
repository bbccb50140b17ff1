import { NavLink } from 'react-router';
import classes from './explore-tabs.module.css';

/** Explore's sections (docs/product.md#creators): the catalogue, the two feeds and the creators. */
export const EXPLORE_TABS = [
  { label: 'Products', to: '/explore' },
  { label: 'For you', to: '/explore/for-you' },
  { label: 'Following', to: '/explore/following' },
  { label: 'Creators', to: '/explore/creators' },
] as const;

/** The tab bar across Explore's screens: plain links, the current one marked. */
export function ExploreTabs() {
  return (
    <nav aria-label="Explore" className={classes.tabs}>
      {EXPLORE_TABS.map((t) => (
        <NavLink key={t.to} to={t.to} end className={classes.tab}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
