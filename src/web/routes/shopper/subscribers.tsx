import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useSubscriptionSummary } from '#web/features/creator-subscriptions/api/offer.ts';
import { EarningsSummary } from '#web/features/creator-subscriptions/components/earnings-summary.tsx';
import { OfferForm } from '#web/features/creator-subscriptions/components/offer-form.tsx';

// Under the offer: the list's code comes while the offer shows.
const SubscribersList = deferred(() =>
  import('#web/features/creator-subscriptions/components/subscribers-list.tsx').then(
    (m) => m.SubscribersList,
  ),
);

const loading = (
  <Stack gap="md" maw={720} aria-busy="true" role="status" aria-label="Loading">
    <Skeleton h={72} radius="md" />
    <Skeleton h={240} radius="md" />
  </Stack>
);

function CreatorSubscriptions({ userId, handle }: { userId: string; handle: string }) {
  const summary = useSubscriptionSummary(userId);
  if (summary.isPending) return loading;
  if (summary.isError)
    return <LoadError what="your subscriptions" onRetry={() => summary.refetch()} />;
  const offer = summary.data.offer;
  return (
    <Stack gap="lg" maw={720}>
      {offer && <EarningsSummary summary={summary.data} />}
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your offer
          </Title>
          {!offer && (
            <Text size="sm" c="dimmed">
              Fans pay you monthly to see the posts you make for subscribers only. You receive the
              price less Oja’s share in your wallet.
            </Text>
          )}
          <OfferForm key={offer?.updatedAt ?? 'new'} creatorId={userId} offer={offer} />
          {offer && (
            <Text size="xs" c="dimmed">
              Fans see it on{' '}
              <Anchor component={Link} to={`/u/${handle}`} size="xs" underline="always">
                your profile
              </Anchor>
              . Post for subscribers only from{' '}
              <Anchor component={Link} to="/shopper/contents" size="xs" underline="always">
                Create
              </Anchor>
              .
            </Text>
          )}
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Subscribers
        </Title>
        <Suspense fallback={<Skeleton h={120} radius="md" />}>
          <SubscribersList creatorId={userId} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

/** `/shopper/subscribers`: a creator's offer, subscribers and earnings (docs/product.md#subscriptions). */
export default function SubscribersScreen() {
  useDocumentTitle('Subscribers | Oja');
  const { data: me, isPending, isError, refetch } = useMe();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Subscribers
        </Title>
        <Text c="dimmed" maw={640}>
          Let fans pay you monthly for posts only subscribers see.
        </Text>
      </Stack>
      {isPending ? (
        loading
      ) : isError || !me ? (
        <LoadError what="your account" onRetry={() => refetch()} />
      ) : me.hasPost ? (
        <CreatorSubscriptions userId={me._id} handle={me.profile.handle} />
      ) : (
        <Card withBorder radius="md" padding="md" maw={720}>
          <Stack gap="xs">
            <Text fw={600}>Subscriptions are for creators</Text>
            <Text size="sm" c="dimmed">
              Become a creator under{' '}
              <Anchor component={Link} to="/shopper/contents" size="sm" underline="always">
                Create
              </Anchor>
              , then come back to set a monthly price for your subscribers.
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
