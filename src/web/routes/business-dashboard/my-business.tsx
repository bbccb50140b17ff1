import { Navigate } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { loginPath } from '#web/lib/login-path.ts';
import { useViewer } from '#web/lib/session-hint.ts';

const ADD_BUSINESS = '/shopper/add-business';

/**
 * `/vendor`, the installed app's "My business" shortcut: the dashboard of one's first business,
 * adding one when there is none, logging in first for a visitor.
 */
export default function MyBusinessScreen() {
  const viewer = useViewer();
  const me = useMe();
  if (viewer === 'visitor') return <Navigate to={loginPath('/vendor')} replace />;
  if (me.isError) return <LoadError what="your businesses" onRetry={() => void me.refetch()} />;
  if (!me.data) return <LoadingScreen />;
  const business = me.data.businesses[0];
  return <Navigate to={business ? `/vendor/${business._id}` : ADD_BUSINESS} replace />;
}
