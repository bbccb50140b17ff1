import { lazy, Suspense } from 'react';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/account/api/get-me.ts';
import { AddressesCard } from '#web/features/account/components/addresses-card.tsx';
import { ProfileCard } from '#web/features/account/components/profile-card.tsx';

// The second column is below the fold on phones: it loads right after the first one shows.
const AccountSettings = lazy(() => import('#web/features/account/components/account-settings.tsx'));

export default function AccountScreen() {
  useDocumentTitle('My account | Oja');
  const { data: me, isPending, isError, refetch } = useMe();

  if (isPending) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Skeleton h={32} w={200} />
        <Skeleton h={280} radius="lg" />
        <Skeleton h={200} radius="lg" />
      </Stack>
    );
  }
  if (isError || !me) {
    return <LoadError what="your account" onRetry={() => refetch()} />;
  }
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        My account
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        <Stack gap="lg">
          <ProfileCard key={me.profile.email + me.profile.handle} me={me} />
          <AddressesCard userId={me._id} addresses={me.addresses} />
        </Stack>

        <Suspense fallback={<Skeleton h={320} radius="lg" />}>
          <AccountSettings me={me} />
        </Suspense>
      </SimpleGrid>
    </Stack>
  );
}
