import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { LoadError } from './load-error.tsx';
import classes from './plain.module.css';

/** What QueryState reads of a TanStack query (a plain or an infinite one). */
type Loadable<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * The states of something a screen loads: grey blocks while it is pending (a status region
 * named "Loading …"), the error with a way to try again, the empty state, then `children` with
 * the data. `what` names it in both ("your posts").
 */
export function QueryState<T>({
  query,
  what,
  rows = 2,
  rowHeight,
  placeholder,
  isEmpty,
  empty,
  children,
}: {
  query: Loadable<T>;
  what: string;
  /** How many blocks stand in for the list, and how tall each is. */
  rows?: number;
  rowHeight?: number;
  /** A placeholder shaped like the content, instead of the blocks. */
  placeholder?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: { icon: ReactNode; title: string; children?: ReactNode };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${what}`} className={classes.rows}>
        {placeholder ??
          Array.from({ length: rows }, (_, i) => (
            <div key={i} className={classes.skeleton} style={{ height: rowHeight ?? 64 }} />
          ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return <LoadError what={what} onRetry={() => query.refetch()} />;
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}

/** Whether the first page of a paged list came back with nothing. */
export const noResults = (data: { pages: { results: unknown[] }[] }) =>
  data.pages[0]!.results.length === 0;
