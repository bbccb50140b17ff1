import { useSyncExternalStore, type ReactNode } from 'react';

const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Its children in the browser only: nothing on the server and while React takes a
 * server-rendered page over, then the children at once. Only this small component renders again
 * then (React does it synchronously, in one task), not the screen around it.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useSyncExternalStore(noChange, inBrowser, onServer) ? children : null;
}
