import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useClientStore } from '#web/lib/store.ts';

/** Visitors opening a protected screen go to login and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const location = useLocation();
  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return children;
}
