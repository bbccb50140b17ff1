import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { SearchSynonymsConsole } from '#web/features/search-synonyms/components/search-synonyms-console.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useClientStore } from '#web/lib/store.ts';

/** Oja support's search synonyms (users with the admin role): other names search treats as one. */
export default function SearchSynonymsScreen() {
  useDocumentTitle('Search synonyms | Oja');
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const me = useMe();

  let body;
  if (!signedIn) {
    body = (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<IconLock size={24} />} title="Log in to manage search synonyms" />
        <Group justify="center" mt="sm">
          <Button component={Link} to="/auth/login?redirect=%2Fshopper%2Fsupport%2Fsynonyms">
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
        <EmptyState
          icon={<IconLock size={24} />}
          title="Only Oja support can manage search synonyms"
        >
          If a search misses something under another name, tell us on the support page.
        </EmptyState>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/shopper/support" variant="default">
            Go to support
          </Button>
        </Group>
      </Card>
    );
  } else {
    body = <SearchSynonymsConsole />;
  }

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Search synonyms
        </Title>
        <Text c="dimmed">
          Other names for the same goods. A search for any phrase in a group also finds the others,
          from the moment the group is added.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
