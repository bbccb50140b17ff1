import type { ReactNode } from 'react';
import { formatNaira } from '#shared/format.ts';
import type { ThemeView } from '#shared/schemas/themes.ts';
import classes from './theme-card.module.css';

/** "Free", or the price of a month: "₦2,000 a month". */
export const monthlyPriceText = (theme: Pick<ThemeView, 'monthlyPrice'>) =>
  theme.monthlyPrice === 0 ? 'Free' : `${formatNaira(theme.monthlyPrice)} a month`;

/** The theme cards' grid: one column on a phone, up to three wide. */
export function ThemeGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}

/** A theme in a list: its preview, name, price and summary, what the user has of it, one action. */
export function ThemeCard({
  theme,
  preview,
  status,
  current = false,
  children,
}: {
  theme: ThemeView;
  preview: ReactNode;
  /** What the user has of it ("Yours till 3 January"), if anything. */
  status?: ReactNode;
  current?: boolean;
  /** The card's actions. */
  children?: ReactNode;
}) {
  const heading = `theme-${theme._id}-name`;
  return (
    <article
      id={`theme-${theme._id}`}
      className={classes.card}
      data-current={current || undefined}
      aria-labelledby={heading}
    >
      {preview}
      <div className={classes.head}>
        <h2 id={heading} className={classes.name}>
          {theme.name}
        </h2>
        <span className={classes.price}>{monthlyPriceText(theme)}</span>
      </div>
      <p className={classes.summary}>{theme.summary}</p>
      {status && <p className={classes.status}>{status}</p>}
      {children && <div className={classes.actions}>{children}</div>}
    </article>
  );
}
