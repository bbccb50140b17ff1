import type { CSSProperties, ReactNode } from 'react';
import classes from './plain.module.css';

/**
 * An icon on a light tint of a colour, as Mantine's light ThemeIcon: `round` as radius xl,
 * otherwise radius md.
 */
export function IconDisc({
  size,
  color,
  round,
  children,
}: {
  size: number;
  color?: 'yellow';
  round?: boolean;
  children: ReactNode;
}) {
  const style = {
    width: size,
    height: size,
    borderRadius: `var(--mantine-radius-${round ? 'xl' : 'md'})`,
    background: color && `var(--mantine-color-${color}-light)`,
    color: color && `var(--mantine-color-${color}-light-color)`,
    flex: 'none',
  } as CSSProperties;
  return (
    <span className={classes.icon} style={style} aria-hidden>
      {children}
    </span>
  );
}
