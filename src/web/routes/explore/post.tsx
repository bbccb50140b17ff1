import { Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFound } from '#web/components/not-found.tsx';
import { postTitle, titled } from '#shared/titled.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { postQuery, usePost } from '#web/features/posts/api/post.ts';
import { commentsQuery } from '#web/features/posts/api/comments.ts';
import { preloadComments, SocialPost } from '#web/features/posts/components/social-post.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';

// Rendered on the server for a visitor, with its words and pictures: a shared link opens on the
// post itself. A signed-in user's view (their like, their super-likes) follows in the browser.
export const loader = pageLoader((client, { params }) => {
  const signedIn = useClientStore.getState().auth.accessToken !== null;
  return Promise.all([
    client.prefetchQuery(postQuery(params.id ?? '', signedIn ? 'me' : 'visitor')),
    // The page opens on its comments: in the first HTML, and their code before the take-over.
    client.prefetchInfiniteQuery(commentsQuery(params.id ?? '', null)),
    preloadComments(),
  ]);
});

/** Before the page is drawn or taken over: the comments' code (the page opens on them). */
export const ready = preloadComments;

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
