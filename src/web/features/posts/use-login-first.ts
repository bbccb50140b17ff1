import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logInFirst } from '#web/lib/after-login.ts';
import { useClientStore } from '#web/lib/store.ts';

/**
 * Runs an action for a signed-in user; a visitor is asked to log in and sent to the login
 * page, which brings them back to this page afterwards. `resume` names the action so this page
 * does it for them once they are back (`useAfterLogin`).
 */
export function useLoginFirst() {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action: () => void, resume?: string) => {
      if (signedIn) {
        action();
        return;
      }
      logInFirst(navigate, `${pathname}${search}`, resume);
    },
    [signedIn, navigate, pathname, search],
  );
}
