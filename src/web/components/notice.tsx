import type { CSSProperties, ReactNode } from 'react';
import classes from './notice.module.css';

/**
 * A titled message on a tinted background, as Mantine's light Alert draws it, in plain markup
 * for the first screens of checkout and an order (decision 037).
 */
export function Notice({
  color,
  title,
  children,
  maxWidth,
}: {
  /** A theme colour: its light shade is the background, its text shade the title. */
  color: 'navy' | 'gray' | 'red';
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  const style = {
    '--notice-bg': `var(--mantine-color-${color}-light)`,
    '--notice-color': `var(--mantine-color-${color}-light-color)`,
    maxWidth,
  } as CSSProperties;
  return (
    <div role="alert" className={classes.notice} style={style}>
      <p className={classes.title}>{title}</p>
      <div className={classes.message}>{children}</div>
    </div>
  );
}
