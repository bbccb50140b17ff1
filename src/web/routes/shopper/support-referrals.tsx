import { Stack, Text, Title } from '@mantine/core';
import { SupportOnly } from '#web/app/support-only.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { FlaggedReferrals } from '#web/features/referrals/components/flagged-referrals.tsx';

/**
 * `/shopper/support/referrals`: referrals that earned nothing because they look like one person
 * twice or passed the monthly cap, for Oja support (the admin role) to approve or leave.
 */
export default function SupportReferralsScreen() {
  useDocumentTitle('Flagged referrals | Oja');
  return (
    <SupportOnly
      path="/shopper/support/referrals"
      loginTitle="Log in to review flagged referrals"
      refusedTitle="Only Oja support can review referrals"
      refusedText="Your own referrals are on the Refer and earn page."
    >
      <Stack gap="lg" maw={820}>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Flagged referrals
          </Title>
          <Text size="sm" c="dimmed">
            These referrals paid nobody. Approve one to pay both sides their points once, or leave
            it as it is.
          </Text>
        </Stack>
        <FlaggedReferrals />
      </Stack>
    </SupportOnly>
  );
}
