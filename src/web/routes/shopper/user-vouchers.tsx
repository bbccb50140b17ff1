import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { HeldVouchers } from '#web/features/rewards/components/held-vouchers.tsx';

// Oja's vouchers to claim load after the screen shows: their form and cards stay off its first
// download, which is the vouchers the shopper holds.
const StoreVouchers = lazy(() =>
  import('#web/features/rewards/components/store-vouchers.tsx').then((m) => ({
    default: m.StoreVouchers,
  })),
);

/**
 * `/shopper/user-vouchers`: Oja's own vouchers to claim (a welcome voucher for a first order),
 * then the vouchers the user holds, by store, to use or used.
 */
export default function UserVouchersScreen() {
  useDocumentTitle('Vouchers | Oja');
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Vouchers
        </Title>
        <Text size="sm" c="dimmed">
          Money off your next orders. Claim Oja&apos;s here and a store&apos;s on its page; the best
          one comes off at checkout.
        </Text>
      </Stack>
      <Suspense fallback={<Skeleton h={160} radius="md" />}>
        <StoreVouchers businessId={null} back="/shopper/user-vouchers" title="Claim from Oja" />
      </Suspense>
      <HeldVouchers />
    </Stack>
  );
}
