import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAffiliate } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { SellerAffiliate } from '#shared/schemas/seller-affiliates.ts';
import { deferred } from '#web/components/deferred.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Notice, Panel, Placeholder } from '#web/components/plain.tsx';
import { useBusiness, useUpdateBusiness } from '#web/features/businesses/api/business.ts';
import { useBusinessAffiliates } from '#web/features/seller-affiliates/api/business-affiliates.ts';
import { AffiliateDefaultsForm } from '#web/features/seller-affiliates/components/affiliate-defaults-form.tsx';
import {
  AffiliateCards,
  AffiliateTable,
} from '#web/features/seller-affiliates/components/affiliate-list.tsx';

// The removed affiliates (under the list) and removing one (the question, then the server's
// answer) come after the list.
const RemovedAffiliates = deferred(() =>
  import('#web/features/seller-affiliates/components/removed-affiliates.tsx').then(
    (m) => m.RemovedAffiliates,
  ),
);
const RemoveAffiliateModal = deferred(() =>
  import('#web/features/seller-affiliates/components/remove-affiliate-modal.tsx').then(
    (m) => m.RemoveAffiliateModal,
  ),
);

/** The business's defaults for new products: whether affiliates may resell them, and for what. */
function Defaults({ businessId }: { businessId: string }) {
  const business = useBusiness(businessId);
  const update = useUpdateBusiness(businessId);
  if (business.isPending) return <Placeholder h={170} radius="lg" />;
  if (business.isError) return <Notice color="red">We could not load your business.</Notice>;
  const b = business.data;
  return (
    <AffiliateDefaultsForm
      key={`${b.resaleAllowedByDefault}:${b.defaultAffiliateCommission}`}
      defaults={{
        resaleAllowedByDefault: b.resaleAllowedByDefault,
        defaultAffiliateCommission: b.defaultAffiliateCommission,
      }}
      saving={update.isPending}
      onSave={(values, fail) => update.mutate(values, { onError: fail })}
    />
  );
}

/**
 * Affiliates (`/vendor/:vendorId/affiliates`): what new products start with, then everyone who
 * resells the business's products or brought it orders, best sellers first, with their orders
 * and Remove; then the removed ones, to restore.
 */
export default function VendorAffiliatesScreen() {
  const { vendorId = '' } = useParams();
  // Eight columns want the width of a desktop; below it, each affiliate is a card.
  const phone = useMediaQuery('(max-width: 61.99em)');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<SellerAffiliate | null>(null);
  const list = useBusinessAffiliates(vendorId, page);
  const ordersPath = (a: SellerAffiliate) =>
    `/vendor/${vendorId}/orders?tab=all&affiliate=${a._id}`;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Affiliates
        </Title>
        <Text c="dimmed" size="sm">
          Creators and shoppers who resell your products for a commission, and what they sold.
        </Text>
      </Stack>
      <Defaults businessId={vendorId} />
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Your affiliates
        </Title>
        <Text size="sm" c="dimmed">
          Sales count paid orders; commission is pending until the customer receives the order and
          earned after. Removing an affiliate does not change orders already placed: their
          commission stays as fixed at checkout.
        </Text>
        <Panel padding="none" radius="md" style={{ overflowX: phone ? undefined : 'auto' }}>
          <QueryState
            query={list}
            what="your affiliates"
            rows={3}
            rowHeight={phone ? 180 : 52}
            isEmpty={(data) => data.results.length === 0}
            empty={{
              icon: <IconAffiliate size={24} />,
              title: 'No affiliates yet',
              children:
                'Allow resale on your products so creators and shoppers can sell them for you.',
            }}
          >
            {(data) =>
              phone ? (
                <AffiliateCards
                  affiliates={data.results}
                  ordersPath={ordersPath}
                  onRemove={setRemoving}
                />
              ) : (
                <AffiliateTable
                  affiliates={data.results}
                  ordersPath={ordersPath}
                  onRemove={setRemoving}
                />
              )
            }
          </QueryState>
        </Panel>
        {list.data && (
          <PagePager total={list.data.totalPages} value={page} onChange={setPage} size="sm" />
        )}
      </Stack>
      <Suspense fallback={null}>
        <RemovedAffiliates businessId={vendorId} />
      </Suspense>
      <Suspense fallback={null}>
        <RemoveAffiliateModal
          businessId={vendorId}
          affiliate={removing}
          onClose={() => setRemoving(null)}
        />
      </Suspense>
    </Stack>
  );
}
