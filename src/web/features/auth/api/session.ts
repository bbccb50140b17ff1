import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '#shared/schemas/users.ts';
import { useClientStore } from '#web/lib/store.ts';
import { meKeys } from '#web/lib/query-keys.ts';

/** Keeps the tokens, then the profile that came with them (login stores the token, then loads the profile). */
export function useStartSession() {
  const queryClient = useQueryClient();
  const setSession = useClientStore((s) => s.setSession);
  return (session: Session) => {
    setSession({ accessToken: session.accessToken, refreshToken: session.refreshToken });
    queryClient.setQueryData(meKeys.all, session.user);
  };
}
