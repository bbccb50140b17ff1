import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Order } from '#shared/schemas/orders.ts';
import { useBusinessOrders } from '#web/features/orders/api/business-orders.ts';
import { OrderMoves } from '#web/features/orders/components/business/order-actions.tsx';
import { OrderDetailDrawer } from '#web/features/orders/components/business/lazy-order-detail.tsx';
import { OrderList } from '#web/features/orders/components/business/order-list.tsx';
import { useListParams } from '#web/features/orders/components/business/use-list-params.ts';

/** New paid orders waiting for the vendor: Accept Order or Reject (docs/order-lifecycle.md). */
export default function VendorBusinessRequestsScreen() {
  const { vendorId = '' } = useParams();
  const { page, orderId, update, setPage } = useListParams();
  const list = useBusinessOrders({ businessId: vendorId, group: 'requests', page });

  return (
    <OrderMoves>
      <Stack gap="md" maw={1100}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Business requests
            </Title>
            <Text c="dimmed" size="sm">
              New orders, already paid. Accept to start preparing them, or reject to refund the
              customer.
            </Text>
          </Stack>
          <Button component={Link} to={`/vendor/${vendorId}/orders`} variant="light" size="sm">
            Orders in progress
          </Button>
        </Group>
        {list.data && list.data.totalRecords > 0 && (
          <Text size="sm" c="dimmed">
            {list.data.totalRecords === 1
              ? '1 request waiting'
              : `${list.data.totalRecords} requests waiting`}
          </Text>
        )}
        <OrderList
          list={list}
          page={page}
          onPage={setPage}
          onOpen={(order: Order) => update({ order: order._id })}
          empty={{
            icon: <IconInbox size={24} />,
            title: 'No new requests',
            text: 'When a customer pays for an order from your store, it shows here for you to accept.',
          }}
          what="your business requests"
        />
        <OrderDetailDrawer
          orderId={orderId}
          fromList={list.data?.results.find((o) => o._id === orderId)}
          onClose={() => update({ order: null })}
        />
      </Stack>
    </OrderMoves>
  );
}
