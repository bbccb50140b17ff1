import { useEffect, useRef } from 'react';
import { loginPath } from './login-path.ts';
import { notify } from './notify.ts';
import { useClientStore } from './store.ts';

export const LOGIN_FIRST = 'Please login to continue';

/** Where the action a visitor asked for waits while they log in: this tab only. */
const PENDING_KEY = 'oja-after-login';
/** A login that takes longer than this was not for that tap any more. */
const PENDING_FOR_MS = 30 * 60_000;

type Pending = { action: string; path: string; at: number };

const pathOf = (back: string) => back.split(/[?#]/)[0]!;

function readPending(): Pending | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    return saved && Date.now() - saved.at < PENDING_FOR_MS ? saved : null;
  } catch {
    return null;
  }
}

/**
 * A visitor tapped something only a signed-in user can do: they are asked to log in and sent
 * to the login page, which brings them back to `back`; `action` (a name such as
 * `like-post:{id}`) is kept so that page does it for them once they are back, signed in.
 */
export function logInFirst(go: (to: string) => unknown, back: string, action?: string): void {
  try {
    if (action) {
      const pending: Pending = { action, path: pathOf(back), at: Date.now() };
      sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    } else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage refused (a private window): the visitor comes back and taps again.
  }
  notify.warning(LOGIN_FIRST);
  void go(loginPath(back));
}

/** Takes the kept action if it is `action` and was asked for on this page: it is done once. */
export function takePendingAction(action: string, pathname: string): boolean {
  const pending = readPending();
  if (!pending || pending.action !== action || pending.path !== pathname) return false;
  sessionStorage.removeItem(PENDING_KEY);
  return true;
}

/**
 * Does `action` once for a user who asked for it as a visitor, now that they are signed in and
 * back on its page; `ready` holds it until what it needs is known (their profile, the thing).
 */
export function useAfterLogin(action: string | null, ready: boolean, run: () => void): void {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!signedIn || !ready || !action) return;
    if (takePendingAction(action, window.location.pathname)) latest.current();
  }, [signedIn, ready, action]);
}

/**
 * `useAfterLogin` for a page of many things (a list of creators): the kept action is `prefix`
 * followed by one thing's id, and `run` gets that id.
 */
export function useAfterLoginOn(prefix: string, ready: boolean, run: (id: string) => void): void {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!signedIn || !ready) return;
    const pending = readPending();
    if (!pending?.action.startsWith(prefix)) return;
    const id = pending.action.slice(prefix.length);
    if (takePendingAction(pending.action, window.location.pathname)) latest.current(id);
  }, [signedIn, ready, prefix]);
}
