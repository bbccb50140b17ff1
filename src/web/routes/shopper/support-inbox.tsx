import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { SupportInbox } from '#web/features/support/components/support-inbox.tsx';
import { useClientStore } from '#web/lib/store.ts';

/** Oja support's inbox (users with the admin role): every request, to answer and resolve. */
export default function SupportInboxScreen() {
  useDocumentTitle('Support inbox | Oja');
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();

  let body;
  if (!signedIn) {
    body = (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<IconLock size={24} />} title="Log in to open the support inbox" />
        <Group justify="center" mt="sm">
          <Button component={Link} to="/auth/login?redirect=%2Fshopper%2Fsupport%2Finbox">
            Log in
          </Button>
        </Group>
      </Card>
    );
  } else if (me.isPending) {
    body = <Skeleton h={240} radius="lg" />;
  } else if (me.isError || !me.data) {
    body = <LoadError what="your account" onRetry={() => me.refetch()} />;
  } else if (me.data.role !== 'admin') {
    body = (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<IconLock size={24} />} title="Only Oja support can open the inbox">
          Your own requests and our answers are on the support page.
        </EmptyState>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/shopper/support" variant="default">
            Go to support
          </Button>
        </Group>
      </Card>
    );
  } else {
    body = <SupportInbox />;
  }

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Support inbox
        </Title>
        <Text c="dimmed">Requests to Oja support, newest first. Open one to answer it.</Text>
      </Stack>
      {body}
    </Stack>
  );
}
