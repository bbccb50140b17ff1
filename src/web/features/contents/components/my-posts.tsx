import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Post } from '#shared/schemas/posts.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { LoadError } from '#web/components/load-error.tsx';
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
  const list = posts.data?.pages.flatMap((p) => p.results) ?? [];
  const total = posts.data?.pages[0]?.totalRecords ?? 0;

  let body: ReactNode;
  if (posts.isPending) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  } else if (posts.isError) {
    body = <LoadError what="your posts" onRetry={() => posts.refetch()} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState icon={<IconPencilPlus size={24} />} title="No posts yet">
        Share a photo of something you sell or love, and tag your products so followers can buy
        them.
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        {list.map((post) => (
          <OwnPost
            key={post._id}
            post={post}
            onEdit={() => setEditing({ post })}
            onComments={() => setCommentsOf(post)}
          />
        ))}
        <ShowMore query={posts} />
      </Stack>
    );
  }

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
      {body}
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
