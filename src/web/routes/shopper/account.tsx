import { lazy, Suspense } from 'react';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { ProfileCard } from '#web/features/users/components/profile-card.tsx';

// Below the profile card, off the first screen: they load right after the profile shows.
const AddressesCard = lazy(() =>
  import('#web/features/users/components/addresses-card.tsx').then((m) => ({
    default: m.AddressesCard,
  })),
);
const AccountSettings = lazy(() => import('#web/features/users/components/account-settings.tsx'));

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
          <Suspense fallback={<Skeleton h={200} radius="lg" />}>
            <AddressesCard userId={me._id} addresses={me.addresses} />
          </Suspense>
        </Stack>

        <Suspense fallback={<Skeleton h={320} radius="lg" />}>
          <AccountSettings me={me} />
        </Suspense>
      </SimpleGrid>
    </Stack>
  );
}
