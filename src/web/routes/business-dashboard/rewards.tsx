import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { VendorPromotions } from '#web/features/promotions/components/vendor-promotions.tsx';
import { LoyaltySettings } from '#web/features/rewards/components/loyalty-settings.tsx';

/** `/vendor/{id}/rewards`: what the business gives its shoppers: its loyalty card and its sales. */
export default function VendorRewardsScreen() {
  useDocumentTitle('Rewards & sales | Oja');
  const { vendorId = '' } = useParams();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Rewards &amp; sales
        </Title>
        <Text c="dimmed" size="sm">
          Bring shoppers back with lower prices for a while, and reward your regulars.
        </Text>
      </Stack>
      <LoyaltySettings key={`loyalty-${vendorId}`} businessId={vendorId} />
      <VendorPromotions
        key={vendorId}
        businessId={vendorId}
        ordersPathOf={(id) => `/vendor/${vendorId}/orders?tab=all&promotion=${id}`}
      />
    </Stack>
  );
}
