import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DashboardShell } from '#web/components/dashboard-shell.tsx';
import { BellSlot } from '#web/features/notifications/components/bell-slot.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { AccountMenuPlace } from '#web/features/users/components/account-menu-place.tsx';
import { logout } from '#web/lib/session.ts';
import { VENDOR_MENU, vendorPath } from '../vendor-menu.ts';
import { RequireAuth } from '../require-auth.tsx';

// The account switcher (pictures, switching) comes after the dashboard's first screen.
const AccountMenu = lazy(() =>
  import('#web/features/users/components/account-menu.tsx').then((m) => ({
    default: m.AccountMenu,
  })),
);

function VendorArea() {
  const { vendorId = '' } = useParams();
  const navigate = useNavigate();
  const { data: me, isPending } = useMe();
  useDocumentTitle(`Vendor Dashboard - ${vendorId}`);
  if (isPending) {
    return (
      <Center h="100dvh">
        <Loader />
      </Center>
    );
  }
  const business = me?.businesses.find((b) => b._id === vendorId);
  if (!me || !business) {
    return (
      <Center h="100dvh" p="md">
        <Stack align="center" gap="sm" ta="center">
          <Title order={2}>This business is not yours</Title>
          <Text c="dimmed">Only the owner of a business can open its dashboard.</Text>
          <Button component={Link} to="/shopper/account">
            Back to my account
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <DashboardShell
      title={business.name}
      entries={VENDOR_MENU.map((e) => ({ ...e, to: vendorPath(vendorId, e.to) }))}
      account={
        <Suspense fallback={<AccountMenuPlace accounts={1 + me.businesses.length} />}>
          <AccountMenu me={me} current={business._id} />
        </Suspense>
      }
      headerRight={<BellSlot chatTo={`/vendor/${vendorId}/inbox`} />}
      onLogout={async () => {
        // Leave first (committed at once): the dashboard still showing would otherwise send
        // the user to login with a way back to itself.
        await navigate('/auth/login', { flushSync: true });
        logout();
      }}
    />
  );
}

/** Vendor-only: signed in and owner of the business in the address (docs/product.md#vendors-and-businesses). */
export default function VendorLayout() {
  return (
    <RequireAuth>
      <VendorArea />
    </RequireAuth>
  );
}
