import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '#web/lib/live.ts';
import { inboxKeys } from './api/keys.ts';

/**
 * Keeps an open inbox screen current from the live stream: a new message (`message`, to the
 * recipient) or a conversation read on another device (`read`) refreshes that conversation, the
 * lists and the unread counts. Only the queries a mounted screen uses are fetched again.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveEvent(['message', 'read'], () => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  });
}
