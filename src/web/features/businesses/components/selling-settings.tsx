import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatRate } from '#shared/format.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import { LightSwitch } from '#web/components/light-switch.tsx';
import links from '#web/components/links.module.css';
import { Panel, Tag } from '#web/components/plain.tsx';
import { useRequestMarketplace, useToggleBusiness } from '../api/business.ts';

/** A marketplace listing request's status as the vendor reads it. */
const LISTING: Partial<Record<string, { label: string; color: string }>> = {
  PENDING: { label: 'Under review', color: 'gray.7' },
  APPROVED: { label: 'Listed', color: 'teal.9' },
  REJECTED: { label: 'Not approved', color: 'red.9' },
};

/** Whether the store is open, takes orders and returns, and its marketplace listing request. */
export function SellingSettings({ business }: { business: Business }) {
  const toggle = useToggleBusiness(business._id);
  const request = useRequestMarketplace(business._id);
  const status = business.marketplaceRequest?.status;
  const listing = status ? LISTING[status] : undefined;
  return (
    <Panel>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Selling settings
        </Title>
        <LightSwitch
          label="Store open (visible to shoppers)"
          checked={business.active}
          onChange={(e) => toggle.mutate({ flag: 'active', value: e.currentTarget.checked })}
        />
        <LightSwitch
          label="Taking orders"
          checked={business.takingOrders}
          onChange={(e) => toggle.mutate({ flag: 'taking-order', value: e.currentTarget.checked })}
        />
        <LightSwitch
          label="Accept returns"
          checked={business.acceptsReturns}
          onChange={(e) => toggle.mutate({ flag: 'return-order', value: e.currentTarget.checked })}
        />
        <Text size="sm">
          {business.resaleAllowedByDefault
            ? `New products may be resold by affiliates for ${formatRate(business.defaultAffiliateCommission)} commission.`
            : 'New products are not offered to affiliates.'}{' '}
          <Link
            to={`/vendor/${business._id}/affiliates`}
            className={`${links.anchor} ${links.always}`}
          >
            Change under Affiliates
          </Link>
        </Text>
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600}>Marketplace listing</Text>
            {listing && (
              <Tag size="md" color={listing.color}>
                {listing.label}
              </Tag>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {status === 'APPROVED'
              ? 'Your store is featured first among the popular stores shoppers see on Oja.'
              : "Listed stores are featured first among the popular stores on Oja's home page. Our team reviews each request."}
          </Text>
          {status === 'REJECTED' && business.marketplaceRequest?.reason && (
            <Text size="sm" c="red.9">
              Oja&apos;s answer: {business.marketplaceRequest.reason}
            </Text>
          )}
          {status !== 'APPROVED' && (
            <Button
              w="fit-content"
              variant="light"
              disabled={status === 'PENDING'}
              loading={request.isPending}
              onClick={() => request.mutate(undefined)}
            >
              {status === 'REJECTED' ? 'Ask again' : 'Request marketplace listing'}
            </Button>
          )}
        </Stack>
      </Stack>
    </Panel>
  );
}
