import { Stack, Text, Title } from '@mantine/core';
import { SupportOnly } from '#web/app/support-only.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { SupportInbox } from '#web/features/support/components/support-inbox.tsx';

/** Oja support's inbox (users with the admin role): every request, to answer and resolve. */
export default function SupportInboxScreen() {
  useDocumentTitle('Support inbox | Oja');
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Support inbox
        </Title>
        <Text c="dimmed">Requests to Oja support, newest first. Open one to answer it.</Text>
      </Stack>
      <SupportOnly
        path="/shopper/support/inbox"
        loginTitle="Log in to open the support inbox"
        refusedTitle="Only Oja support can open the inbox"
        refusedText="Your own requests and our answers are on the support page."
      >
        <SupportInbox />
      </SupportOnly>
    </Stack>
  );
}
