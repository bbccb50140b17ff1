import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/account/api/get-me.ts';
import { PayoutAccountCard } from '#web/features/payouts/components/payout-account-card.tsx';

/** The business's bank details: where its withdrawals are paid (§2 vendor account details). */
export default function AccountDetailsScreen() {
  useDocumentTitle('Account details | Oja');
  const { vendorId = '' } = useParams();
  const { data: me } = useMe();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Account details
        </Title>
        <Text c="dimmed" size="sm">
          The bank account this business&apos;s earnings are paid into. A new or changed account is
          confirmed with a code sent to you, and can be paid into 24 hours later.
        </Text>
      </Stack>
      {me && <PayoutAccountCard userId={me._id} businessId={vendorId} />}
    </Stack>
  );
}
