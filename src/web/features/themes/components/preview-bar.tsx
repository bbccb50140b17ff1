import type { ReactNode } from 'react';
import classes from './preview-bar.module.css';

/** The bar over a full-page preview: which theme it is, and what to do next. */
export function PreviewBar({ themeName, children }: { themeName: string; children: ReactNode }) {
  return (
    <div className={classes.bar} role="region" aria-label="Theme preview">
      <p className={classes.words}>
        Previewing <strong>{themeName}</strong>
      </p>
      <div className={classes.actions}>{children}</div>
    </div>
  );
}
