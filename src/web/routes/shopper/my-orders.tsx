import { Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useClientStore } from '#web/lib/store.ts';

// The order lists (tabs, cards, pages) are for signed-in shoppers: their code loads alongside the
// shopper's data, and a visitor, asked to log in, does not download it.
const MyOrdersTabs = deferred(() =>
  import('#web/features/orders/components/my-orders-tabs.tsx').then((m) => m.MyOrdersTabs),
);
const YourSpending = deferred(() =>
  import('#web/features/analytics/components/your-spending.tsx').then((m) => m.YourSpending),
);

export default function MyOrdersScreen() {
  useDocumentTitle('My orders | Oja');
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  useEffect(() => {
    if (signedIn) void Promise.all([MyOrdersTabs.preload(), YourSpending.preload()]);
  }, [signedIn]);

  let body;
  if (!signedIn) {
    body = (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<IconPackage size={24} />} title="Log in to see your orders">
          Track deliveries, confirm what you received and review what you bought.
        </EmptyState>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/auth/login?redirect=%2Fshopper%2Fmy-order">
            Log in
          </Button>
        </Group>
      </Card>
    );
  } else if (me.isPending) {
    body = <Skeleton h={200} radius="lg" />;
  } else if (me.isError || !me.data) {
    body = <LoadError what="your orders" onRetry={() => me.refetch()} />;
  } else {
    body = (
      <Stack gap="lg">
        <Suspense fallback={<Skeleton h={132} radius="lg" />}>
          <YourSpending customerId={me.data._id} />
        </Suspense>
        <Suspense fallback={<Skeleton h={200} radius="lg" />}>
          <MyOrdersTabs customerId={me.data._id} />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        My orders
      </Title>
      {body}
    </Stack>
  );
}
