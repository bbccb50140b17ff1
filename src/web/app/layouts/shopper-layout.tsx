import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { DashboardShell } from '#web/components/dashboard-shell.tsx';
import { BellSlot } from '#web/features/notifications/components/bell-slot.tsx';
import { CirclePlusIcon as AddIcon } from '#web/components/icons/circle-plus.tsx';
import { LockIcon } from '#web/components/icons/lock.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { loginPath } from '#web/lib/login-path.ts';
import { logout } from '#web/lib/session.ts';
import { useViewer } from '#web/lib/session-hint.ts';
import { SHOPPER_MENU } from '../shopper-menu.ts';
import { RequireAuth } from '../require-auth.tsx';
import type { RouteHandle } from '../screen-route.ts';
import { AVATAR_SIZE, avatarSpace } from './account-place.tsx';

// Only users with a business have accounts to switch between: the switcher loads for them.
const AccountMenu = lazy(() =>
  import('#web/features/users/components/account-menu.tsx').then((m) => ({
    default: m.AccountMenu,
  })),
);

// Only signed-in users have a picture in the header: its code loads for them, with their profile.
const UserAvatar = lazy(() =>
  import('#web/components/avatar-placeholder.tsx').then((m) => ({ default: m.UserAvatar })),
);

/** The bell's place while a signed-in user's saved session comes back (as `BellSlot` holds it). */
const bellSpace = (
  <span style={{ display: 'flex', flex: 'none', width: 80, height: 40 }} aria-hidden="true" />
);

/**
 * The shopper area; each entry's `protected` flag decides whether a visitor must log in. Shop
 * (`/shopper`) is rendered on the server; for a browser holding a session (`useViewer` is
 * "unknown" until it is back) the header and menu keep the account's places, never Log in.
 */
export default function ShopperLayout() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  const signedIn = viewer === 'signed-in';
  const account = viewer !== 'visitor';
  const { data: me } = useMe();
  // The most specific entry for this address decides whether it needs a login.
  const entry = [...SHOPPER_MENU]
    .sort((a, b) => b.to.length - a.to.length)
    .find((e) => pathname === e.to || pathname.startsWith(`${e.to}/`));
  // A screen outside the menu (checkout, an order, a chat) says itself that it needs a login.
  const screenSignedIn = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.signedIn);
  const name = me ? `${me.profile.firstName} ${me.profile.lastName}` : '';

  const shell = (
    <DashboardShell
      title="Shopper"
      entries={SHOPPER_MENU}
      links={[
        ...(account ? [{ label: 'Add Business', to: '/shopper/add-business', icon: AddIcon }] : []),
        // Oja's staff only: nobody else is shown the way in.
        ...(signedIn && me?.staff
          ? [{ label: 'Operator console', to: '/console', icon: LockIcon }]
          : []),
      ]}
      account={
        signedIn && me && me.businesses.length > 0 ? (
          <Suspense fallback={null}>
            <AccountMenu me={me} current={null} />
          </Suspense>
        ) : undefined
      }
      onLogout={
        account
          ? async () => {
              // Leave first (committed at once): a protected screen still showing would otherwise
              // send the user to login with a way back to itself.
              await navigate('/auth/login', { flushSync: true });
              logout();
            }
          : undefined
      }
      headerRight={
        <Group gap="sm" wrap="nowrap">
          {signedIn ? <BellSlot chatTo="/shopper/chat" /> : account && bellSpace}
          <CartButton />
          {account ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} visibleFrom="sm">
                {me?.profile.firstName}
              </Text>
              {signedIn ? (
                <Suspense fallback={avatarSpace}>
                  <UserAvatar name={name || 'Oja'} src={me?.profile.avatar} size={AVATAR_SIZE} />
                </Suspense>
              ) : (
                avatarSpace
              )}
            </Group>
          ) : (
            <Button component={Link} to={loginPath(`${pathname}${search}`)} size="xs">
              Log in
            </Button>
          )}
        </Group>
      }
    />
  );
  return entry?.protected === false && !screenSignedIn ? shell : <RequireAuth>{shell}</RequireAuth>;
}
