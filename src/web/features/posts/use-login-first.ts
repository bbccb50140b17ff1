import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '#web/lib/notify.ts';
import { useClientStore } from '#web/lib/store.ts';

export const LOGIN_FIRST = 'Please login to continue';

/**
 * Runs an action for a signed-in user; a visitor is asked to log in (§5) and sent to the login
 * page, which brings them back to this page afterwards.
 */
export function useLoginFirst() {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action: () => void) => {
      if (signedIn) {
        action();
        return;
      }
      notify.warning(LOGIN_FIRST);
      navigate(`/auth/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
    },
    [signedIn, navigate, pathname, search],
  );
}
