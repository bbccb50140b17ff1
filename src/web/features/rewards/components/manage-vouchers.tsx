import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { deferred } from '#web/components/deferred.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useBusinessVouchers } from '../api/vouchers.ts';
import { ManageVoucherCard, type CustomerPicker } from './manage-voucher-card.tsx';
import type { ProductPicker } from './voucher-form.tsx';

// The form (its fields and checks) is fetched once the screen is up, before it is asked for.
const VoucherForm = deferred(() => import('./voucher-form.tsx').then((m) => m.VoucherForm));

/**
 * The owner's vouchers: a new one (the screen hands in how products, tags and customers are
 * chosen),
 * and the business's vouchers, newest first, with their figures.
 */
export function ManageVouchers({
  businessId,
  productPicker,
  tagPicker,
  customerPicker,
}: {
  /** The business, or null for Oja's own vouchers (Oja support). */
  businessId: string | null;
  productPicker?: ProductPicker;
  tagPicker?: ProductPicker;
  customerPicker?: CustomerPicker;
}) {
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  const list = useBusinessVouchers(businessId, page);
  const oja = businessId === null;
  useEffect(() => {
    void VoucherForm.preload();
  }, []);

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} maw={640}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {oja ? 'Oja vouchers' : 'Vouchers'}
          </Title>
          <Text c="dimmed" size="sm">
            {oja
              ? 'Money off any store’s order, paid from Oja’s commission: a welcome voucher for first orders, or a code to hand out. Shoppers claim them on their Vouchers screen.'
              : 'Money off to bring shoppers back: offer a voucher on your store’s page, give out its code, or send it to a customer. It comes off at checkout.'}
          </Text>
        </Stack>
        {!creating && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create a voucher
          </Button>
        )}
      </Group>
      {creating && (
        <Suspense fallback={<Placeholder h={520} radius="lg" />}>
          <VoucherForm
            businessId={businessId}
            productPicker={productPicker}
            tagPicker={tagPicker}
            onCancel={() => setCreating(false)}
            onDone={() => {
              setCreating(false);
              setPage(1);
            }}
          />
        </Suspense>
      )}
      <Stack gap="sm" component="section" aria-labelledby="your-vouchers-title">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="your-vouchers-title">
          {oja ? 'Oja’s vouchers' : 'Your vouchers'}
        </Title>
        <QueryState
          query={list}
          what={oja ? 'Oja’s vouchers' : 'your vouchers'}
          rows={2}
          rowHeight={140}
          isEmpty={(data) => data.results.length === 0}
          empty={{
            icon: <IconTicket size={24} />,
            title: 'No vouchers yet',
            children: oja
              ? 'Create one to offer every shopper money off, or to hand out with a code.'
              : 'Create one to offer money off on your store’s page or with a code.',
          }}
        >
          {(data) => (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.results.map((v) => (
                <ManageVoucherCard
                  key={v._id}
                  voucher={v}
                  now={list.dataUpdatedAt}
                  customerPicker={customerPicker}
                />
              ))}
            </Stack>
          )}
        </QueryState>
        <Group justify="center">
          <PagePager total={list.data?.totalPages ?? 0} value={page} onChange={setPage} size="sm" />
        </Group>
      </Stack>
    </Stack>
  );
}
