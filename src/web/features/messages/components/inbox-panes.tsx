import type { ReactNode } from 'react';
import classes from './inbox.module.css';

/**
 * A messaging app's two panes: the conversations and the open one. On phones one at a time (the
 * thread full width once a conversation is open); from 992 px side by side.
 */
export function InboxPanes({
  list,
  thread,
  open,
}: {
  list: ReactNode;
  thread: ReactNode;
  /** A conversation is open: phones show it instead of the list. */
  open: boolean;
}) {
  return (
    <div className={classes.panes} data-open={open || undefined}>
      <section className={classes.listPane} aria-label="Conversations">
        {list}
      </section>
      <section className={classes.threadPane} aria-label="Conversation">
        {thread}
      </section>
    </div>
  );
}
