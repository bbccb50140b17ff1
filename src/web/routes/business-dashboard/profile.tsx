import { Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { Notice, Placeholder } from '#web/components/plain.tsx';
import { Columns } from '#web/components/plain-layout.tsx';
import { VerifiedTick } from '#web/components/verified-tick.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import { BusinessDetailsForm } from '#web/features/businesses/components/business-details-form.tsx';
import { SellingSettings } from '#web/features/businesses/components/selling-settings.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';

// The badge card (its fee, points and ways to pay) sits under the forms: it comes just after them.
const BadgeVerificationCard = deferred(() =>
  import('#web/features/badges/components/badge-verification-card.tsx').then(
    (m) => m.BadgeVerificationCard,
  ),
);

export default function VendorProfileScreen() {
  const { vendorId = '' } = useParams();
  const [params] = useSearchParams();
  const { data: business, isPending, isError } = useBusiness(vendorId);
  // The owner pays the badge fee: from their wallet when it covers it.
  const wallet = useWallet(useMe().data?._id);
  if (isPending) return <Placeholder h={400} radius="lg" />;
  if (isError || !business) return <Notice color="red">We could not load this business.</Notice>;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Business profile
        <VerifiedTick verified={business.isVerified} size={22} />
      </Title>
      <Columns cols={1} lg={2} gap="lg">
        <BusinessDetailsForm key={business.handle} business={business} />
        <SellingSettings business={business} />
      </Columns>
      <Suspense fallback={<Placeholder h={320} radius="lg" />}>
        <BadgeVerificationCard
          subject={{ type: 'business', id: business._id }}
          paymentId={params.get('payment')}
          title="Verified business badge"
          walletBalance={wallet.data?.balance}
        />
      </Suspense>
    </Stack>
  );
}
