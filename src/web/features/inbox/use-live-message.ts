import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxKeys } from './api/keys.ts';

/** How often an open inbox asks for what changed while live events do not reach it. */
export const INBOX_REFRESH_MS = 5000;

/**
 * Keeps an open inbox screen current: new messages appear in the thread and the lists, and
 * unread counts follow what was read on another device.
 *
 * For now it refetches the inbox queries on screen every few seconds while the page is visible
 * (TanStack Query refetches only the queries a mounted screen uses). The server already announces
 * `'message'` (to the recipient, `ref` = the conversation) and `'read'` (to the reader's own
 * devices) for every write; once `useLiveEvent` from `#web/lib/live.ts` is in the app, this
 * interval gives way to:
 *
 *   useLiveEvent('message', ({ ref }) => refresh(ref));
 *   useLiveEvent('read', ({ ref }) => refresh(ref));
 *
 * with `refresh` invalidating `inboxKeys.messages(ref)`, `inboxKeys.conversation(ref)`,
 * `inboxKeys.lists` and `inboxKeys.unread`.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    }, INBOX_REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
}
