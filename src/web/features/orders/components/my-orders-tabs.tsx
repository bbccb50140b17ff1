import { Card, Center, Stack, Tabs, Text } from '@mantine/core';
import { PagePager } from '#web/components/page-pager.tsx';
import { IconPackage } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import { displayGroup, ORDER_STATUSES } from '#shared/order-flow.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useMyOrders, type MyOrdersFilter } from '../api/orders.ts';
import { OrderCard } from './order-card.tsx';

const statusesOf = (group: 'Pending' | 'Paid' | 'Failed') =>
  ORDER_STATUSES.filter((s) => displayGroup(s) === group);

/** The display groups of order statuses (paid orders only), then the checkouts that were never paid. */
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

  return (
    <QueryState query={query} what="your orders" rows={3} rowHeight={84}>
      {({ results, totalPages, totalRecords }) =>
        results.length === 0 ? (
          <Card withBorder radius="lg">
            <EmptyState
              icon={<IconPackage size={24} />}
              title={`No ${tab.label.toLowerCase()} orders`}
            >
              {tab.empty}
            </EmptyState>
          </Card>
        ) : (
          <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <Text size="sm" c="dimmed">
              {formatCountOf(totalRecords, 'order')}
            </Text>
            {results.map((o) => (
              <OrderCard key={o._id} order={o} />
            ))}
            {totalPages > 1 && (
              <Center mt="sm">
                <PagePager
                  total={totalPages}
                  value={page}
                  onChange={(p) =>
                    setParams((prev) => {
                      const next = new URLSearchParams(prev);
                      next.set('page', String(p));
                      return next;
                    })
                  }
                />
              </Center>
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}

/** The signed-in shopper's orders, one tab per display group (`?tab=`), a page at a time. */
export function MyOrdersTabs({ customerId }: { customerId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0];
  return (
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
          <OrdersTab tab={t} customerId={customerId} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
