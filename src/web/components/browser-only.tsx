import { useSyncExternalStore, type ReactNode } from 'react';

const noChange = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while React takes a server-rendered page over, true right after. React
 * then renders the component that asks again, synchronously, with all it contains: ask in the
 * smallest component that needs it.
 */
export const useInBrowser = () => useSyncExternalStore(noChange, inBrowser, onServer);

/**
 * Its children in the browser only: nothing on the server and while React takes a
 * server-rendered page over, then the children at once. Only this small component renders again
 * then (React does it synchronously, in one task), not the screen around it.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null;
}
