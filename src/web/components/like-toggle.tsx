import { HeartIcon } from './icons/heart.tsx';
import { formatCompact } from '#shared/format.ts';
import classes from './post-card.module.css';

// The like toggle and the counts of an action row: a post card's, a comment's and a product
// page's. A file of their own, so a screen with a heart and no post card (the product page)
// does not carry the card.

/** A count as an action button shows it, read out with what it counts ("Like, 3 likes"). */
export function Count({
  before,
  n,
  one,
  many,
  after = '',
}: {
  before: string;
  n: number;
  one: string;
  many: string;
  after?: string;
}) {
  return (
    <>
      {before && <span className={classes.srOnly}>{before}</span>}
      {formatCompact(n)}
      <span className={classes.srOnly}>
        {' '}
        {n === 1 ? one : many}
        {after}
      </span>
    </>
  );
}

/**
 * A heart that likes or unlikes (a post, a comment, a product), with its count. The feature that
 * shows it passes its own call: `onToggle` gets the state asked for.
 */
export function LikeToggle({
  liked,
  count,
  onToggle,
  label = 'Like',
  size,
  busy = false,
}: {
  liked: boolean;
  count: number;
  onToggle: (like: boolean) => void;
  /** Read out before the count, naming what is liked where several hearts show. */
  label?: string;
  /** `xs` for a comment's smaller line. */
  size?: 'xs';
  /** A call that waits for the server's answer is on its way: taps wait for it. */
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      className={classes.action}
      data-size={size}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onToggle(!liked);
      }}
    >
      <HeartIcon size={20} filled={liked} />
      <Count before={`${label}, `} n={count} one="like" many="likes" />
    </button>
  );
}
