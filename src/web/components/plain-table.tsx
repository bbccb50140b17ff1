import type { CSSProperties, ReactNode } from 'react';
import classes from './plain-table.module.css';

/**
 * A table drawn as Mantine's Table with row borders (size sm), in plain markup (decision 067).
 * Its rows are native `thead`/`tbody`/`tr`/`th`/`td`; a cell takes `data-align="right"` for
 * figures, `data-dimmed` and `data-strong`. A table with a `minWidth` goes in a box that scrolls
 * sideways (`ScrollBox`), so a narrow screen scrolls it instead of the page.
 */
export function PlainTable({
  children,
  minWidth,
  striped,
  highlightOnHover,
  verticalSpacing,
  horizontalSpacing,
  layout,
  ...labels
}: {
  children: ReactNode;
  minWidth?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  /** Space above and below each cell's text, in pixels. */
  verticalSpacing?: number;
  /** Space either side of each cell's text, in pixels. */
  horizontalSpacing?: number;
  layout?: 'fixed';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const style = {
    minWidth,
    '--table-vertical-spacing': verticalSpacing === undefined ? undefined : `${verticalSpacing}px`,
    '--table-horizontal-spacing':
      horizontalSpacing === undefined ? undefined : `${horizontalSpacing}px`,
    '--table-layout': layout,
  } as CSSProperties;
  return (
    <table
      {...labels}
      className={classes.table}
      style={style}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
    >
      {children}
    </table>
  );
}

/** A box that scrolls its wide content sideways; focusable, so a keyboard can scroll it too. */
export function ScrollBox({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div
      className={classes.scroll}
      tabIndex={0}
      role={label ? 'region' : undefined}
      aria-label={label}
    >
      {children}
    </div>
  );
}
