import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ChevronRightIcon } from '#web/components/icons/chevron-right.tsx';
import { InboxIcon } from '#web/components/icons/inbox.tsx';
import { PackageIcon } from '#web/components/icons/package.tsx';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatCompact } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import { ORDER_GROUPS } from '#shared/order-flow.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Money } from '#web/components/money.tsx';
import { IconDisc } from '#web/components/icon-disc.tsx';
import { Panel, Placeholder, Tag, Thumb } from '#web/components/plain.tsx';
import { Columns, LinkPanel } from '#web/components/plain-layout.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { PLANS } from '#shared/plans.ts';
import { BusinessOverview } from '#web/features/analytics/components/business-overview.tsx';
import { useSwitchAccount } from '#web/features/users/api/switch-account.ts';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import { useOwnProducts } from '#web/features/catalogue/api/own-products.ts';
import { useBusinessOrderCount } from '#web/features/orders/api/business-orders.ts';
import { RecentOrders } from '#web/features/orders/components/business/recent-orders.tsx';

function Figure({
  label,
  hint,
  action,
  children,
}: {
  label: string;
  hint?: string;
  /** A button beside the figure (Withdraw beside the balance). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel padding="md" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz={22} fw={700} c="navy.9">
          {children}
        </Text>
        {action}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Panel>
  );
}

/** A count of orders that links to the screen where they are handled. */
function OrdersLink({
  to,
  icon,
  label,
  count,
  hint,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  count: { data?: number; isError: boolean };
  hint: string;
}) {
  return (
    <LinkPanel to={to}>
      <Group wrap="nowrap" gap="md">
        <IconDisc size={44}>{icon}</IconDisc>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={22} fw={700} c="navy.9">
            {count.data !== undefined ? formatCompact(count.data) : count.isError ? '—' : '…'}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <ChevronRightIcon size={20} />
      </Group>
    </LinkPanel>
  );
}

/** The business at a glance: status, orders to handle, money, its overview and audience. */
export default function VendorDashboardScreen() {
  const { vendorId = '' } = useParams();
  const { data: me } = useMe();
  const { data: business, isError, refetch } = useBusiness(vendorId);
  const catalogue = useOwnProducts({ businessId: vendorId, search: '', status: 'all', page: 1 });
  const switchAccount = useSwitchAccount(me?._id ?? '');
  const requests = useBusinessOrderCount({ businessId: vendorId, group: 'requests' });
  const inProgress = useBusinessOrderCount({
    businessId: vendorId,
    statuses: ORDER_GROUPS.inProgress,
  });
  if (isError) return <LoadError what="this business" onRetry={() => refetch()} />;
  if (!me || !business) return <Placeholder h={320} radius="lg" />;
  const active = me.activeAccount.businessId === business._id;

  return (
    <Stack gap="lg" maw={1100}>
      <Panel>
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group wrap="nowrap" gap="md">
            <Thumb src={business.logo && thumbnailUrl(business.logo)} size={64}>
              {business.name.slice(0, 1)}
            </Thumb>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {business.name}
              </Title>
              <Group gap={6}>
                <Tag size="md" color={business.active ? 'teal.9' : 'gray.7'}>
                  {business.active ? 'Open' : 'Closed'}
                </Tag>
                <Tag size="md" color={business.takingOrders ? 'teal.9' : 'gray.7'}>
                  {business.takingOrders ? 'Taking orders' : 'Not taking orders'}
                </Tag>
                {business.acceptsReturns && (
                  <Tag size="md" color="navy.8">
                    Accepts returns
                  </Tag>
                )}
              </Group>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button component={Link} to={`/store/${business.handle}`} variant="light">
              View storefront
            </Button>
            {!active && (
              <Button
                loading={switchAccount.isPending}
                onClick={() => switchAccount.mutate({ type: 'business', businessId: business._id })}
              >
                Act as this business
              </Button>
            )}
          </Group>
        </Group>
      </Panel>
      <Columns cols={1} sm={2} gap="md">
        <OrdersLink
          to={`/vendor/${business._id}/business-requests`}
          icon={<InboxIcon size={24} />}
          label="New requests"
          count={requests}
          hint="Paid orders to accept or reject"
        />
        <OrdersLink
          to={`/vendor/${business._id}/orders`}
          icon={<PackageIcon size={24} />}
          label="Orders in progress"
          count={inProgress}
          hint="Accepted, shipped or delivered"
        />
      </Columns>
      <Columns cols={1} sm={3} gap="md">
        <Figure
          label="Current balance"
          hint="Credited as customers confirm receipt"
          action={
            <Button
              component={Link}
              to={`/vendor/${business._id}/account-details`}
              size="xs"
              variant="light"
            >
              Withdraw
            </Button>
          }
        >
          <Money amount={business.curr_balance} fz={22} />
        </Figure>
        <Figure label="Total revenue" hint="From completed orders">
          <Money amount={business.total_revenue} fz={22} />
        </Figure>
        <Figure label="Total withdrawn" hint="Sent to your bank account">
          <Money amount={business.total_withdrawn} fz={22} />
        </Figure>
      </Columns>
      <BusinessOverview
        businessId={business._id}
        longPeriods={me ? PLANS[me.subscription.plan].limits.longAnalytics : undefined}
      />
      <RecentOrders businessId={business._id} />
      <Columns cols={3} gap="xs" gapSm="md">
        <Figure label="Products">
          {catalogue.data ? formatCompact(catalogue.data.totalRecords) : '…'}
        </Figure>
        <Figure label="Followers">{formatCompact(business.followers)}</Figure>
        <Figure label="Likes">{formatCompact(business.likes)}</Figure>
      </Columns>
      {catalogue.data?.totalRecords === 0 && (
        <Panel>
          <Group justify="space-between" wrap="wrap">
            <Text>Add your first product so shoppers can find your store.</Text>
            <Button component={Link} to={`/vendor/${business._id}/products`}>
              Add products
            </Button>
          </Group>
        </Panel>
      )}
    </Stack>
  );
}
