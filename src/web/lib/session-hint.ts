import { createContext, use } from 'react';
import { SIGNED_IN_COOKIE } from '#shared/page-render.ts';
import { useClientStore } from './store.ts';

/**
 * True while a page the server rendered for a signed-in browser (it sent `SIGNED_IN_COOKIE`)
 * waits for the saved session: the header holds the account's place instead of offering Log in.
 */
export const SessionPending = createContext(false);

/** Who the header is for: a signed-in user, a visitor, or not known yet (`SessionPending`). */
export type Viewer = 'signed-in' | 'visitor' | 'unknown';

export function useViewer(): Viewer {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const pending = use(SessionPending);
  return signedIn ? 'signed-in' : pending ? 'unknown' : 'visitor';
}

/** As long as a session may last without a visit: each visit with a session renews it. */
const REMEMBER_FOR_S = 60 * 24 * 60 * 60;

/** Tells page requests whether this browser holds a session: "1", never the session itself. */
function rememberSignedIn(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${signedIn ? REMEMBER_FOR_S : 0}; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the saved session: set at login, cleared at logout. */
export function watchSignedIn(): void {
  useClientStore.persist.onFinishHydration((s) => rememberSignedIn(s.auth.accessToken !== null));
  useClientStore.subscribe((s, before) => {
    const now = s.auth.accessToken !== null;
    if (now !== (before.auth.accessToken !== null)) rememberSignedIn(now);
  });
}
