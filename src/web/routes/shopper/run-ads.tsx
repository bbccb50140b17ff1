import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { truncate } from '#shared/format.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { PencilPlusIcon as CreateIcon } from '#web/components/icons/pencil-plus.tsx';
import type { AdChoice } from '#web/features/ads/components/ad-order.ts';
import { AdTargetPicker, ManageRunAds } from '#web/features/ads/components/manage-run-ads.tsx';
import { useMyPosts } from '#web/features/posts/api/my-posts.ts';
import { useMe } from '#web/features/users/api/get-me.ts';

const postChoice = (p: Post): AdChoice => ({
  kind: 'POST',
  targetId: p._id,
  title: truncate(p.text.trim(), 90) || (p.video ? 'Your video post' : 'Your photo post'),
  subtitle: p.author.name,
  image: p.photos[0] ?? p.video?.poster ?? null,
  price: null,
});

/** A post everyone can see can be promoted: hidden and subscriber-only posts cannot. */
const promotable = (p: Post) => p.active && !p.subscribersOnly;

function NoPostsYet({ creator }: { creator: boolean }) {
  return (
    <EmptyState icon={<CreateIcon size={24} />} title="You have no post to promote yet">
      An ad here promotes one of your posts to shoppers who do not follow you yet.{' '}
      {creator
        ? 'Share a post with photos or a video, then come back to promote it.'
        : 'Become a creator and share a post, then come back to promote it.'}{' '}
      <Anchor component={Link} to="/shopper/contents" size="sm" underline="always">
        {creator ? 'Write a post' : 'Start creating'}
      </Anchor>
    </EmptyState>
  );
}

/** One of the user's own posts that everyone can see, appending a page at a time. */
function WhatToPromote({
  userId,
  creator,
  value,
  onChange,
}: {
  userId: string;
  creator: boolean;
  value: AdChoice | null;
  onChange: (choice: AdChoice) => void;
}) {
  const posts = useMyPosts(userId);
  if (posts.isError) return <LoadError what="your posts" onRetry={() => posts.refetch()} />;
  if (!posts.data)
    return (
      <Stack gap="xs" role="status" aria-label="Loading your posts">
        <Placeholder h={72} radius="md" />
        <Placeholder h={72} radius="md" />
      </Stack>
    );
  const choices = posts.data.pages
    .flatMap((p) => p.results)
    .filter(promotable)
    .map(postChoice);
  if (choices.length === 0 && !posts.hasNextPage) return <NoPostsYet creator={creator} />;
  return (
    <AdTargetPicker
      legend="Which of your posts to promote"
      choices={choices}
      value={value}
      onChange={onChange}
      below={
        <>
          <Text size="xs" c="dimmed">
            Hidden posts and posts for subscribers only are not listed: an ad shows to everyone.
          </Text>
          <ShowMore query={posts} label="More posts" />
        </>
      }
    />
  );
}

/** `/shopper/run-ads`: the user's ads for their posts, and a new one. */
export default function ShopperRunAdsScreen() {
  useDocumentTitle('Run ads | Oja');
  const me = useMe();
  const [target, setTarget] = useState<AdChoice | null>(null);
  if (me.isError) return <LoadError what="your ads" onRetry={() => me.refetch()} />;
  if (!me.data)
    return (
      <Stack gap="md" maw={960} role="status" aria-label="Loading your ads">
        <Placeholder h={36} w={200} />
        <Placeholder h={160} radius="lg" />
      </Stack>
    );
  const user = me.data;
  return (
    <ManageRunAds
      owner={{ userId: user._id }}
      intro="Show one of your posts to shoppers who do not follow you yet, on the home page, in Explore and search, or in the For-you feed. You set the budget and pay only for clicks."
      picker={
        <WhatToPromote
          userId={user._id}
          creator={user.hasPost}
          value={target}
          onChange={setTarget}
        />
      }
      target={target}
      onTargetReset={() => setTarget(null)}
    />
  );
}
