import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The address of the page, for sharing. Empty on the server and while React takes a
 * server-rendered page over, so that render matches the HTML; the real address follows at once.
 */
export function usePageUrl(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => '',
  );
}
