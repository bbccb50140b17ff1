import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './plain-layout.module.css';
import plain from './plain.module.css';

// More Mantine look-alikes in plain markup for budgeted first screens (decision 067), apart from
// `plain.tsx` so the screens that use none of them download none of them.

type Spacing = 'xs' | 'sm' | 'md' | 'lg';

/**
 * Equal columns, their count per breakpoint (phones, sm from 36em, md from 48em, lg from 62em), as Mantine's
 * SimpleGrid in plain CSS.
 */
export function Columns({
  cols,
  sm,
  md,
  lg,
  gap,
  gapSm,
  children,
}: {
  cols: number;
  sm?: number;
  md?: number;
  lg?: number;
  gap: Spacing;
  gapSm?: Spacing;
  children: ReactNode;
}) {
  const style = {
    '--grid-cols': cols,
    '--grid-cols-sm': sm,
    '--grid-cols-md': md,
    '--grid-cols-lg': lg,
    '--grid-gap': `var(--mantine-spacing-${gap})`,
    '--grid-gap-sm': gapSm && `var(--mantine-spacing-${gapSm})`,
  } as CSSProperties;
  return (
    <div className={classes.grid} style={style}>
      {children}
    </div>
  );
}

/** A bordered card that is one link (a count that opens its screen), padding md. */
export const LinkPanel = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={`${plain.panel} ${classes.link}`} data-padding="md">
    {children}
  </Link>
);

/** A bar filled to a percentage (a row's share of the first), as Mantine's Progress, size sm. */
export const Bar = ({ percent, color }: { percent: number; color: string }) => (
  <div className={classes.bar} aria-hidden>
    <span style={{ width: `${percent}%`, '--bar-color': color } as CSSProperties} />
  </div>
);
