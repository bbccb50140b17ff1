import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ExploreTabs } from '#web/components/explore-tabs.tsx';
import { useFeed } from '#web/features/posts/api/feed.ts';
import { PostList } from '#web/features/posts/components/post-list.tsx';
import { loginPath } from '#web/lib/login-path.ts';
import { useViewer } from '#web/lib/session-hint.ts';

/** Following: the newest posts of the creators and businesses the user follows. */
export default function FollowingScreen() {
  // Rendered for a signed-in browser before its session is back: their feed's place, not Log in.
  const viewer = useViewer();
  const feed = useFeed('following');
  const { pathname } = useLocation();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ExploreTabs />
        <Stack gap="md" maw={600} w="100%" mx="auto">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Following
            </Title>
            <Text size="sm" c="dimmed">
              The latest from the creators and businesses you follow.
            </Text>
          </Stack>
          {viewer === 'unknown' ? (
            <Skeleton h={420} radius="md" role="status" aria-label="Loading your feed" />
          ) : viewer === 'signed-in' ? (
            <PostList
              query={feed}
              emptyTitle="Nothing here yet"
              empty={
                <>
                  Follow creators and businesses to see their posts here.{' '}
                  <Link to="/explore/for-you">Find people in For you</Link>.
                </>
              }
            />
          ) : (
            <Stack gap={0}>
              <EmptyState icon={<IconUsers size={24} />} title="Log in to see who you follow">
                Your Following feed shows the newest posts of the creators and businesses you
                follow.
              </EmptyState>
              <Group justify="center">
                <Button component={Link} to={loginPath(pathname)}>
                  Log in
                </Button>
                <Button
                  component={Link}
                  to={`/auth/register?redirect=${encodeURIComponent(pathname)}`}
                  variant="light"
                >
                  Create an account
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
