import type { StoreLayout } from '../theme-style.ts';
import classes from './store-tags.module.css';

/** What a store sells, in its theme's way: small chips, or a line of words. */
export function StoreTags({ names, look }: { names: string[]; look: StoreLayout }) {
  if (names.length === 0) return null;
  if (look.layout.tags === 'text') {
    return <p className={classes.text}>{names.join(' · ')}</p>;
  }
  return (
    <ul className={classes.chips} aria-label="What this store sells">
      {names.map((name) => (
        <li key={name} className={classes.chip}>
          {name}
        </li>
      ))}
    </ul>
  );
}
