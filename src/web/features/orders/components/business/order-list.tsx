import { Button, Group, Stack, Text } from '@mantine/core';
import { Panel, ScreenReaderText } from '#web/components/plain.tsx';
import links from '#web/components/links.module.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Order } from '#shared/schemas/orders.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { PlainTable } from '#web/components/plain-table.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { Money } from '#web/components/money.tsx';
import type { Paged } from '#shared/schemas/envelope.ts';
import { OrderActions } from './order-actions.tsx';
import { orderNumber } from '#shared/order-flow.ts';
import { formatDate } from '#shared/dates.ts';
import { itemCount } from './order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { usePhone } from './use-phone.ts';

type Props = {
  list: UseQueryResult<Paged<Order>>;
  page: number;
  onPage: (page: number) => void;
  /** Opens the order; `track` when it was opened from Track Order. */
  onOpen: (order: Order, track: boolean) => void;
  empty: { icon: ReactNode; title: string; text: string };
  /** Named in the error message: "We could not load {what}". */
  what: string;
};

function OrderCard({ order, onOpen }: { order: Order; onOpen: Props['onOpen'] }) {
  const number = orderNumber(order._id);
  const details = (variant: 'default' | 'subtle') => (
    <Button
      variant={variant}
      size="sm"
      aria-label={`Details of order ${number}`}
      onClick={() => onOpen(order, false)}
    >
      Details
    </Button>
  );
  return (
    <Panel as="li" padding="sm" radius="md">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{number}</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {order.customer.name}
            </Text>
            <Text size="xs" c="dimmed">
              {itemCount(order.products)} · {formatDate(order.createdAt)}
            </Text>
          </Stack>
          <Money amount={order.totalAmount} />
        </Group>
        {order.status === 'PENDING' ? (
          // Accept and Reject share the row; Details goes underneath.
          <>
            <OrderActions order={order} grow />
            {details('subtle')}
          </>
        ) : (
          <OrderActions
            order={order}
            onTrack={(o) => onOpen(o, true)}
            grow
            before={details('default')}
          />
        )}
      </Stack>
    </Panel>
  );
}

function OrderTable({ orders, onOpen }: { orders: Order[]; onOpen: Props['onOpen'] }) {
  return (
    <PlainTable verticalSpacing={12} highlightOnHover minWidth={820}>
      <thead>
        <tr>
          <th>Order</th>
          <th>Customer</th>
          <th>Items</th>
          <th>Total</th>
          <th>Status</th>
          <th>Date</th>
          <th>
            <ScreenReaderText>Actions</ScreenReaderText>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const number = orderNumber(order._id);
          return (
            <tr key={order._id}>
              <td>
                <Text
                  component="button"
                  type="button"
                  fw={700}
                  size="sm"
                  className={`${links.anchor} ${links.hover} ${links.button}`}
                  aria-label={`Details of order ${number}`}
                  onClick={() => onOpen(order, false)}
                >
                  {number}
                </Text>
              </td>
              <td style={{ maxWidth: 200 }}>
                <Text size="sm" truncate>
                  {order.customer.name}
                </Text>
              </td>
              <td>{itemCount(order.products)}</td>
              <td>
                <Money amount={order.totalAmount} size="sm" />
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.createdAt)}</td>
              <td>
                <Group justify="flex-end" wrap="nowrap">
                  <OrderActions order={order} onTrack={(o) => onOpen(o, true)} size="xs" />
                </Group>
              </td>
            </tr>
          );
        })}
      </tbody>
    </PlainTable>
  );
}

/** A page of orders: a table on wide screens, cards on phones, with pages of 30. */
export function OrderList({ list, page, onPage, onOpen, empty, what }: Props) {
  const phone = usePhone();
  const pages = list.data?.totalPages;
  // A page that emptied (its last order moved on) gives way to the last page that has orders.
  useEffect(() => {
    if (pages !== undefined && page > Math.max(1, pages)) onPage(Math.max(1, pages));
  }, [page, pages, onPage]);

  return (
    <QueryState query={list} what={what} rows={4} rowHeight={phone ? 150 : 52}>
      {({ results, totalPages, totalRecords }) =>
        totalRecords === 0 || results.length === 0 ? (
          <Panel padding="none" radius="md">
            <EmptyState icon={empty.icon} title={empty.title}>
              {empty.text}
            </EmptyState>
          </Panel>
        ) : (
          <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {phone ? (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {results.map((order) => (
                  <OrderCard key={order._id} order={order} onOpen={onOpen} />
                ))}
              </Stack>
            ) : (
              <Panel padding="none" radius="md" style={{ overflowX: 'auto' }}>
                <OrderTable orders={results} onOpen={onOpen} />
              </Panel>
            )}
            {totalPages > 1 && (
              <Group justify="center">
                <PagePager total={totalPages} value={page} onChange={onPage} size="sm" />
              </Group>
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}
