import { Group, Stack, Text, Title } from '@mantine/core';
import { PushOffer } from '#web/components/push-offer.tsx';
import { CircleCheckIcon } from '#web/components/icons/circle-check.tsx';
import { PackageIcon } from '#web/components/icons/package.tsx';
import { ReceiptIcon } from '#web/components/icons/receipt.tsx';
import { TruckReturnIcon } from '#web/components/icons/truck-return.tsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import links from '#web/components/links.module.css';
import { LightTabs } from '#web/components/light-tabs.tsx';
import { ORDER_GROUPS, type OrderStatus } from '#shared/order-flow.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { useBusinessOrders } from '#web/features/orders/api/business-orders.ts';
import { OrderMoves } from '#web/features/orders/components/business/order-actions.tsx';
import { OrderDetailDrawer } from '#web/features/orders/components/business/lazy-order-detail.tsx';
import { OrderList } from '#web/features/orders/components/business/order-list.tsx';

import { useListParams } from '#web/features/orders/components/business/use-list-params.ts';
import { usePhone } from '#web/features/orders/components/business/use-phone.ts';

// An order's dispute (its thread and reply) comes with the first order opened that has one.
const OrderDispute = lazy(() =>
  import('#web/features/disputes/components/order-dispute.tsx').then((m) => ({
    default: m.OrderDispute,
  })),
);

type Tab = {
  value: string;
  label: string;
  statuses?: readonly OrderStatus[];
  empty: { icon: ReactNode; title: string; text: string };
};

const TABS: Tab[] = [
  {
    value: 'in-progress',
    label: 'In progress',
    statuses: ORDER_GROUPS.inProgress,
    empty: {
      icon: <PackageIcon size={24} />,
      title: 'Nothing in progress',
      text: 'Orders you accept show here until the customer has them.',
    },
  },
  {
    value: 'completed',
    label: 'Completed',
    statuses: ORDER_GROUPS.completed,
    empty: {
      icon: <CircleCheckIcon size={24} />,
      title: 'No completed orders yet',
      text: 'An order is complete once the customer confirms they received it.',
    },
  },
  {
    value: 'failed',
    label: 'Failed or returned',
    statuses: ['REJECTED', ...ORDER_GROUPS.failedOrReturned],
    empty: {
      icon: <TruckReturnIcon size={24} />,
      title: 'No failed or returned orders',
      text: 'Orders you reject and items customers send back show here.',
    },
  },
  {
    value: 'all',
    label: 'All',
    empty: {
      icon: <ReceiptIcon size={24} />,
      title: 'No orders yet',
      text: 'Paid orders for your business show here.',
    },
  },
];

/** The business's paid orders by stage, each with the vendor's next move (docs/order-lifecycle.md). */
export default function VendorOrdersScreen() {
  const { vendorId = '' } = useParams();
  const { get, page, orderId, track, update, setPage } = useListParams();
  const tab = TABS.find((t) => t.value === get('tab')) ?? TABS[0]!;
  const phone = usePhone();
  // From a sale's figures: only the orders bought in it.
  const promotion = get('promotion');
  const promotionId = promotion && /^[0-9a-f-]{36}$/i.test(promotion) ? promotion : undefined;
  // From Affiliates: only the orders one affiliate brought.
  const affiliate = get('affiliate');
  const affiliateId = affiliate && /^[0-9a-f-]{36}$/i.test(affiliate) ? affiliate : undefined;
  const list = useBusinessOrders({
    businessId: vendorId,
    statuses: tab.statuses,
    promotionId,
    affiliateId,
    page,
  });

  const open = (order: Order, track: boolean) =>
    update({ order: order._id, track: track ? '1' : null });

  return (
    <OrderMoves>
      <Stack gap="md" maw={1100}>
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Orders
          </Title>
          <Text c="dimmed" size="sm">
            Paid orders from your customers. New ones wait in Business requests until you accept
            them.
          </Text>
        </Stack>
        <PushOffer why="Get a notification on this phone the moment a customer places an order." />
        {promotionId && (
          <OnlySome
            what="Only orders bought in one of your sales."
            onShowAll={() => update({ promotion: null, page: null })}
            back={{ to: `/vendor/${vendorId}/rewards`, label: 'Back to sales' }}
          />
        )}
        {affiliateId && (
          <OnlySome
            what="Only orders brought by one of your affiliates."
            onShowAll={() => update({ affiliate: null, page: null })}
            back={{ to: `/vendor/${vendorId}/affiliates`, label: 'Back to affiliates' }}
          />
        )}
        {/* On phones the four tabs share the width, labels wrapping onto two lines. */}
        <LightTabs
          label="Order stage"
          value={tab.value}
          onChange={(value) => update({ tab: value === TABS[0]!.value ? null : value, page: null })}
          tabs={TABS}
          grow={phone}
        >
          <Stack gap="sm" pt="md">
            {list.data && list.data.totalRecords > 0 && (
              <Text size="sm" c="dimmed">
                {list.data.totalRecords === 1 ? '1 order' : `${list.data.totalRecords} orders`}
              </Text>
            )}
            <OrderList
              list={list}
              page={page}
              onPage={setPage}
              onOpen={open}
              empty={tab.empty}
              what="your orders"
            />
          </Stack>
        </LightTabs>
        <OrderDetailDrawer
          orderId={orderId}
          fromList={list.data?.results.find((o) => o._id === orderId)}
          trackFirst={track}
          onClose={() => update({ order: null, track: null })}
          extra={(order) => (
            <Suspense fallback={null}>
              <OrderDispute order={order} side="SELLER" />
            </Suspense>
          )}
        />
      </Stack>
    </OrderMoves>
  );
}

/** Says the list is filtered (to a sale's or an affiliate's orders), with the way out of it. */
function OnlySome({
  what,
  onShowAll,
  back,
}: {
  what: string;
  onShowAll: () => void;
  back: { to: string; label: string };
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {what}
      </Text>
      <Text
        component="button"
        type="button"
        size="sm"
        className={`${links.anchor} ${links.hover} ${links.button}`}
        onClick={onShowAll}
      >
        Show all orders
      </Text>
      <Text component={Link} to={back.to} size="sm" className={`${links.anchor} ${links.hover}`}>
        {back.label}
      </Text>
    </Group>
  );
}
