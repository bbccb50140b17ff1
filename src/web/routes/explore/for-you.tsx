import { Container, Stack, Text, Title } from '@mantine/core';
import type { SponsoredQuery } from '#shared/schemas/ads.ts';
import { ExploreTabs } from '#web/components/explore-tabs.tsx';
import { sponsoredQuery } from '#web/features/ads/api/sponsored.ts';
import { SponsoredInFeed } from '#web/features/ads/components/sponsored-feed-card.tsx';
import { feedQuery, useFeed } from '#web/features/posts/api/feed.ts';
import { PostList } from '#web/features/posts/components/post-list.tsx';
import { pageLoader } from '#web/lib/page-data.ts';

/** The feed's sponsored card, after the first few posts. */
const FEED_AD: SponsoredQuery = { placement: 'FEED', limit: 1 };
const AD_AFTER_POSTS = 3;

// Rendered on the server for a visitor; a signed-in user's own feed follows in the browser.
export const loader = pageLoader((client) =>
  Promise.all([
    client.prefetchInfiniteQuery(feedQuery('for-you', 'visitor')),
    client.prefetchQuery(sponsoredQuery(FEED_AD)),
  ]),
);

/** For you: creators' and businesses' posts, ranked for the viewer, with a sponsored card. */
export default function ForYouScreen() {
  const feed = useFeed('for-you');
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ExploreTabs />
        <Stack gap="md" maw={600} w="100%" mx="auto">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              For you
            </Title>
            <Text size="sm" c="dimmed">
              Posts from creators and businesses across Nigeria. Tap a product to shop it.
            </Text>
          </Stack>
          <PostList
            query={feed}
            emptyTitle="No posts yet"
            empty="When creators and businesses post, you will see them here."
            insert={{ after: AD_AFTER_POSTS, card: <SponsoredInFeed query={FEED_AD} /> }}
          />
        </Stack>
      </Stack>
    </Container>
  );
}
