import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DiscountIcon } from '#web/components/icons/discount.tsx';
import { PlusIcon } from '#web/components/icons/plus.tsx';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { useBusinessPromotions } from '../api/promotions.ts';
import { PromotionForm, preloadPromotionForm } from './lazy-promotion-form.tsx';
import { PromotionCard } from './promotion-card.tsx';

/**
 * A business's sales, for the Rewards & sales screen: the list with where each stands, a new
 * sale, pause, resume and end, and each sale's figures with a way to its orders.
 */
export function VendorPromotions({
  businessId,
  ordersPathOf,
}: {
  businessId: string;
  /** The vendor's orders screen showing one sale's orders. */
  ordersPathOf: (promotionId: string) => string;
}) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useBusinessPromotions(businessId, page);

  return (
    <Stack gap="md" component="section" aria-labelledby="sales-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 20, sm: 24 }} id="sales-title">
            Sales
          </Title>
          <Text size="sm" c="dimmed">
            Put products on sale for a while: shoppers see the old price struck through.
          </Text>
        </Stack>
        {!creating && (
          <Button
            leftSection={<PlusIcon size={16} />}
            onPointerEnter={preloadPromotionForm}
            onFocus={preloadPromotionForm}
            onClick={() => setCreating(true)}
          >
            New sale
          </Button>
        )}
      </Group>
      {creating && (
        <Panel padding="md" radius="md">
          <Title order={3} fz={18} mb="sm">
            New sale
          </Title>
          <PromotionForm businessId={businessId} onDone={() => setCreating(false)} />
        </Panel>
      )}
      {list.isError ? (
        <LoadError what="your sales" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="sm" role="status" aria-label="Loading your sales">
          <Placeholder h={120} radius="md" />
          <Placeholder h={120} radius="md" />
        </Stack>
      ) : list.data.totalRecords === 0 ? (
        <EmptyState icon={<DiscountIcon size={24} />} title="No sales yet">
          Start a sale on some of your products: a percentage off or a new price, for as long as you
          choose, or a flash sale of a few units.
        </EmptyState>
      ) : (
        <Stack gap="sm">
          {list.data.results.map((p) => (
            <PromotionCard key={p._id} promotion={p} ordersPath={ordersPathOf(p._id)} />
          ))}
          <Group justify="center">
            <PagePager total={list.data.totalPages} value={page} onChange={setPage} size="sm" />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
