import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { formatCompact } from '#shared/format.ts';
import classes from './like-toggle.module.css';

/**
 * A heart that likes or unlikes (a post, a comment, a product), with its count read out with
 * what it counts ("Like, 3 likes"). The feature that shows it passes its own call: `onToggle`
 * gets the state asked for.
 */
export function LikeToggle({
  liked,
  count,
  onToggle,
  label = 'Like',
  size = 'sm',
}: {
  liked: boolean;
  count: number;
  onToggle: (like: boolean) => void;
  /** Read out before the count, naming what is liked where several hearts show. */
  label?: string;
  /** `xs` for a comment's smaller line. */
  size?: 'sm' | 'xs';
}) {
  return (
    <button
      type="button"
      className={classes.like}
      data-size={size}
      aria-pressed={liked}
      onClick={() => onToggle(!liked)}
    >
      {liked ? (
        <IconHeartFilled size={size === 'sm' ? 20 : 14} />
      ) : (
        <IconHeart size={size === 'sm' ? 20 : 14} />
      )}
      <span className={classes.srOnly}>{label}, </span>
      {formatCompact(count)}
      <span className={classes.srOnly}> {count === 1 ? 'like' : 'likes'}</span>
    </button>
  );
}
