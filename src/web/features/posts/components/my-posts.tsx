import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Post } from '#shared/schemas/posts.ts';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useMyPosts } from '../api/my-posts.ts';
import { OwnPost } from './own-post.tsx';

// The editor (form, photo upload, product picker) and the comments load when first opened.
const PostEditor = lazy(() => import('./post-editor.tsx'));
const PostComments = lazy(() => import('./post-comments.tsx'));

type Editing = { post?: Post } | null;

/**
 * A creator's own posts, pinned first, hidden ones too, with a New post button; each post can be
 * edited, pinned, hidden, and its comments shown or hidden.
 */
export function MyPosts({
  userId,
  businessIds,
  canPostForSubscribers = false,
}: {
  userId: string;
  businessIds: string[];
  /** Whether the creator has a subscription offer (subscriber-only posts need one). */
  canPostForSubscribers?: boolean;
}) {
  const posts = useMyPosts(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [commentsOf, setCommentsOf] = useState<Post | null>(null);
  const total = posts.data?.pages[0]?.totalRecords ?? 0;

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 18, sm: 22 }}>
          Your posts{total > 0 && ` (${total})`}
        </Title>
        <Button
          leftSection={<IconPencilPlus size={18} />}
          onClick={() => setEditing({})}
          onMouseEnter={preloadModal}
          onFocus={preloadModal}
        >
          New post
        </Button>
      </Group>
      <QueryState
        query={posts}
        what="your posts"
        rowHeight={180}
        isEmpty={noResults}
        empty={{
          icon: <IconPencilPlus size={24} />,
          title: 'No posts yet',
          children:
            'Share a photo of something you sell or love, and tag your products so followers can buy them.',
        }}
      >
        {(data) => (
          <Stack gap="md">
            {data.pages
              .flatMap((p) => p.results)
              .map((post) => (
                <OwnPost
                  key={post._id}
                  post={post}
                  onEdit={() => setEditing({ post })}
                  onComments={() => setCommentsOf(post)}
                />
              ))}
            <ShowMore query={posts} />
          </Stack>
        )}
      </QueryState>
      <LazyModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.post ? 'Edit post' : 'New post'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && (
          <Suspense fallback={<Skeleton h={320} />}>
            <PostEditor
              // A fresh form for each post opened.
              key={editing.post?._id ?? 'new'}
              userId={userId}
              businessIds={businessIds}
              post={editing.post}
              canPostForSubscribers={canPostForSubscribers}
              onDone={() => setEditing(null)}
            />
          </Suspense>
        )}
      </LazyModal>
      <LazyModal
        opened={commentsOf !== null}
        onClose={() => setCommentsOf(null)}
        title="Comments on your post"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {commentsOf && (
          <Suspense fallback={<Skeleton h={120} />}>
            <PostComments postId={commentsOf._id} />
          </Suspense>
        )}
      </LazyModal>
    </Stack>
  );
}
