import {
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { displayGroup, ORDER_STATUSES } from '#shared/order-flow.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/account/api/get-me.ts';
import { useMyOrders, type MyOrdersFilter } from '#web/features/orders/api/orders.ts';
import { OrderCard } from '#web/features/orders/components/order-card.tsx';
import { useClientStore } from '#web/lib/store.ts';

const statusesOf = (group: 'Pending' | 'Paid' | 'Failed') =>
  ORDER_STATUSES.filter((s) => displayGroup(s) === group);

/** The display groups of §4 (paid orders only), then the checkouts that were never paid. */
const TABS = [
  {
    value: 'pending',
    label: 'Pending',
    filter: { orderStatus: statusesOf('Pending'), orderTransactionPaid: '1' },
    empty: 'Orders on their way to you show here.',
  },
  {
    value: 'paid',
    label: 'Paid',
    filter: { orderStatus: statusesOf('Paid'), orderTransactionPaid: '1' },
    empty: 'Orders you confirmed you received show here.',
  },
  {
    value: 'failed',
    label: 'Failed',
    filter: { orderStatus: statusesOf('Failed'), orderTransactionPaid: '1' },
    empty: 'Rejected and returned orders show here.',
  },
  {
    value: 'abandoned',
    label: 'Abandoned',
    filter: { orderTransactionPaid: '0' },
    empty: 'Checkouts you did not pay for show here.',
  },
] as const satisfies {
  value: string;
  label: string;
  filter: Omit<MyOrdersFilter, 'page' | 'orderByCustomerId'>;
  empty: string;
}[];

type Tab = (typeof TABS)[number];

function OrdersTab({ tab, customerId }: { tab: Tab; customerId: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyOrders({ ...tab.filter, orderByCustomerId: customerId, page });

  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={84} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) return <LoadError what="your orders" onRetry={() => query.refetch()} />;
  const { results, totalPages, totalRecords } = query.data;
  if (results.length === 0) {
    return (
      <Card withBorder radius="lg">
        <EmptyState icon={<IconPackage size={24} />} title={`No ${tab.label.toLowerCase()} orders`}>
          {tab.empty}
        </EmptyState>
      </Card>
    );
  }
  return (
    <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <Text size="sm" c="dimmed">
        {formatCountOf(totalRecords, 'order')}
      </Text>
      {results.map((o) => (
        <OrderCard key={o._id} order={o} />
      ))}
      {totalPages > 1 && (
        <Center mt="sm">
          <Pagination
            total={totalPages}
            value={page}
            onChange={(p) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                next.set('page', String(p));
                return next;
              })
            }
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Center>
      )}
    </Stack>
  );
}

export default function MyOrdersScreen() {
  useDocumentTitle('My orders | Oja');
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0];

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
      <Tabs
        value={tab.value}
        onChange={(value) => setParams(value ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <OrdersTab tab={t} customerId={me.data._id} />
          </Tabs.Panel>
        ))}
      </Tabs>
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
