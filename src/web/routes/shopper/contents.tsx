import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { deferred } from '#web/components/deferred.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useSubscriptionSummary } from '#web/features/creator-subscriptions/api/offer.ts';
import { pageLoader } from '#web/lib/page-data.ts';

// The posts and the creator step are fetched beside the screen's own code (by its loader) and
// shown once the profile says which one the user needs.
const MyPosts = deferred(() =>
  import('#web/features/posts/components/my-posts.tsx').then((m) => m.MyPosts),
);
const BecomeCreator = deferred(() =>
  import('#web/features/posts/components/become-creator.tsx').then((m) => m.BecomeCreator),
);

// What becoming a creator does to the badge, shown in its confirmation.
const CreatorBadgeChanges = deferred(() =>
  import('#web/features/badges/components/creator-badge-changes.tsx').then(
    (m) => m.CreatorBadgeChanges,
  ),
);

export const loader = pageLoader(() => Promise.all([MyPosts.preload(), BecomeCreator.preload()]));

const loading = (
  <Stack gap="md" maw={720} aria-busy="true">
    <Skeleton h={36} w={200} />
    <Skeleton h={220} radius="lg" />
  </Stack>
);

/** Content creation (docs/product.md#creators): become a creator, then post and look after posts. */
function CreatorPosts({ userId, businessIds }: { userId: string; businessIds: string[] }) {
  // Subscriber-only posts need an offer; until it is known the switch stays off.
  const summary = useSubscriptionSummary(userId);
  return (
    <MyPosts
      userId={userId}
      businessIds={businessIds}
      canPostForSubscribers={Boolean(summary.data?.offer)}
    />
  );
}

export default function ContentsScreen() {
  useDocumentTitle('Create | Oja');
  const { data: me, isPending, isError, refetch } = useMe();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Create
        </Title>
        <Text c="dimmed" maw={640}>
          Posts with photos and the products you sell, for everyone who follows you.
        </Text>
      </Stack>
      {isPending ? (
        loading
      ) : isError || !me ? (
        <LoadError what="your posts" onRetry={() => refetch()} />
      ) : (
        <Suspense fallback={loading}>
          {me.hasPost ? (
            <CreatorPosts userId={me._id} businessIds={me.businesses.map((b) => b._id)} />
          ) : (
            <BecomeCreator
              userId={me._id}
              changes={
                <Suspense fallback={null}>
                  <CreatorBadgeChanges userId={me._id} />
                </Suspense>
              }
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
