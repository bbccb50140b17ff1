import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { BadgeVerificationCard } from '#web/features/badges/components/badge-verification-card.tsx';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';
import { deferred } from '#web/components/deferred.tsx';

// Under the badge card: its code comes while the card shows (decision 039).
const CreatorBadgeChanges = deferred(() =>
  import('#web/features/badges/components/creator-badge-changes.tsx').then(
    (m) => m.CreatorBadgeChanges,
  ),
);

/** "Get verified": the user's (or creator's) badge checklist, fee, payment and request. */
export default function BadgeScreen() {
  useDocumentTitle('Get verified | Oja');
  const [params] = useSearchParams();
  const { data: me, isPending, isError, refetch } = useMe();
  const wallet = useWallet(me?._id);

  if (isPending)
    return (
      <Stack gap="md" maw={720} aria-busy="true">
        <Skeleton h={32} w={200} />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  if (isError || !me) return <LoadError what="your account" onRetry={() => refetch()} />;
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Get verified
        </Title>
        <Text c="dimmed" size="sm">
          {me.hasPost
            ? 'As a creator, a verified tick helps your followers know your posts are really yours.'
            : 'A verified tick shows sellers and creators that you are who you say you are.'}
        </Text>
      </Stack>
      <BadgeVerificationCard
        subject={{ type: 'user', id: me._id }}
        paymentId={params.get('payment')}
        walletBalance={wallet.data?.balance}
      />
      {!me.hasPost && (
        // Becoming a creator changes this checklist: said here too, not only when it happens.
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-label="If you become a creator"
        >
          <Stack gap="xs">
            <Title order={2} fz="md">
              If you become a creator
            </Title>
            <Suspense
              fallback={
                <Skeleton
                  h={96}
                  radius="md"
                  role="status"
                  aria-label="Loading what changes for your badge"
                />
              }
            >
              <CreatorBadgeChanges userId={me._id} />
            </Suspense>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
