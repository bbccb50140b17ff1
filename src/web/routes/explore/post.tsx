import { Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFound } from '#web/components/not-found.tsx';
import { postTitle, titled } from '#shared/page-titles.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { usePost } from '#web/features/posts/api/post.ts';
import { SocialPost } from '#web/features/posts/components/social-post.tsx';

/** One post with its comments open: where a notification about it leads. */
export default function PostScreen() {
  const { id = '' } = useParams();
  const { data: post, isPending, isError } = usePost(id);
  // While it loads, the title the page came with stays (the server names it after its author).
  useDocumentTitle(post ? postTitle(post.author) : isPending ? null : titled('Post'));

  if (isPending)
    return (
      <Container size="sm" py="xl">
        <Skeleton h={420} radius="md" role="status" aria-label="Loading the post" />
      </Container>
    );
  if (isError || !post) return <NotFound what="post" />;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 0, xs: 'md' }}>
      <Stack gap="md">
        <SocialPost post={post} load="lead" withComments />
        <Anchor component={Link} to={`/u/${post.author.handle}`} ta="center" size="sm">
          More from {post.author.name}
        </Anchor>
      </Stack>
    </Container>
  );
}
