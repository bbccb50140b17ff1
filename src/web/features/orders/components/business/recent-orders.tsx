import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import { orderNumber } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { useBusinessOrders } from '../../api/business-orders.ts';
import links from '#web/components/links.module.css';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { Columns } from '#web/components/plain-layout.tsx';

/** Page sizes: recent pending orders 10, recent completed orders 50. */
const PENDING = 10;
const COMPLETED = 50;

function OrderLines({
  title,
  query,
  empty,
  more,
}: {
  title: string;
  query: ReturnType<typeof useBusinessOrders>;
  empty: string;
  more: ReactNode;
}) {
  const orders: Order[] = query.data?.results ?? [];
  return (
    <Panel padding="md" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        {more}
      </Group>
      {query.isPending ? (
        <Placeholder h={120} radius="md" />
      ) : query.isError ? (
        <LoadError what={title.toLowerCase()} onRetry={() => query.refetch()} />
      ) : orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        // The browser's own scrolling: Mantine's ScrollArea brings floating-ui to the dashboard.
        <Box mah={300} style={{ overflowY: 'auto' }} tabIndex={0}>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {orders.map((o) => (
              <Group key={o._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {orderNumber(o._id)} · {o.customer.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatRelativeDate(o.createdAt)} · {o.deliveryAddress.state}
                  </Text>
                </Stack>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatNaira(o.totalAmount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Box>
      )}
    </Panel>
  );
}

/** The dashboard's latest orders: paid requests waiting for the vendor, and the last completed. */
export function RecentOrders({ businessId }: { businessId: string }) {
  const pending = useBusinessOrders({ businessId, group: 'requests', page: 1, limit: PENDING });
  const completed = useBusinessOrders({
    businessId,
    statuses: ['RECEIVED'],
    page: 1,
    limit: COMPLETED,
  });
  return (
    <Columns cols={1} md={2} gap="md">
      <OrderLines
        title="Waiting for you"
        query={pending}
        empty="No new requests: paid orders to accept show here."
        more={
          <Text
            component={Link}
            to={`/vendor/${businessId}/business-requests`}
            size="sm"
            className={`${links.anchor} ${links.hover}`}
          >
            All requests
          </Text>
        }
      />
      <OrderLines
        title="Recently completed"
        query={completed}
        empty="Orders show here once customers confirm receipt."
        more={
          <Text
            component={Link}
            to={`/vendor/${businessId}/orders`}
            size="sm"
            className={`${links.anchor} ${links.hover}`}
          >
            All orders
          </Text>
        }
      />
    </Columns>
  );
}
