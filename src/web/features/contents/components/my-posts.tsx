import {
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconGift,
  IconHeart,
  IconMessageCircle,
  IconPencil,
  IconPlayerPlay,
  IconPencilPlus,
  IconPin,
  IconPinnedFilled,
  IconStar,
} from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { formatCountOf, formatRelativeDate } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useMyPosts, useTogglePost } from '../api/my-posts.ts';

// The editor (form, photo upload, product picker) and the comments load when first opened.
const PostEditor = lazy(() => import('./post-editor.tsx'));
const PostComments = lazy(() => import('./post-comments.tsx'));

const SHOWN_PHOTOS = 3;

function Photos({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  const rest = photos.length - SHOWN_PHOTOS;
  return (
    <SimpleGrid cols={Math.min(photos.length, SHOWN_PHOTOS)} spacing={4} maw={420}>
      {photos.slice(0, SHOWN_PHOTOS).map((url, i) => (
        <Box key={url} pos="relative">
          <Image
            src={thumbnailUrl(url)}
            alt={`Photo ${i + 1} of ${photos.length}`}
            radius="sm"
            h={photos.length === 1 ? 220 : 120}
            fit="cover"
          />
          {i === SHOWN_PHOTOS - 1 && rest > 0 && (
            <Text
              pos="absolute"
              inset={0}
              fw={700}
              c="white"
              bg="rgba(0, 0, 0, 0.55)"
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center', borderRadius: 4 }}
            >
              +{rest}
            </Text>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="gray.7">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function PostCard({
  post,
  onEdit,
  onComments,
}: {
  post: Post;
  onEdit: () => void;
  onComments: () => void;
}) {
  const toggle = useTogglePost();
  const busy = (flag: 'pin' | 'active') =>
    toggle.isPending && toggle.variables.id === post._id && toggle.variables.flag === flag;
  return (
    <Paper
      component="article"
      aria-label={`Your post from ${formatRelativeDate(post.createdAt)}`}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      bg={post.active ? undefined : 'gray.0'}
    >
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {formatRelativeDate(post.createdAt)}
            {post.edited && ' · edited'}
          </Text>
          <Group gap={6}>
            {post.pin && (
              <Badge size="sm" leftSection={<IconPinnedFilled size={12} />}>
                Pinned
              </Badge>
            )}
            {!post.active && (
              <Badge size="sm" color="gray" leftSection={<IconEyeOff size={12} />}>
                Hidden
              </Badge>
            )}
          </Group>
        </Group>
        {post.text && (
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={6}>
            {post.text}
          </Text>
        )}
        <Photos photos={post.photos} />
        {post.video && (
          <video
            src={post.video.url}
            poster={post.video.poster || undefined}
            controls
            playsInline
            preload="none"
            aria-label="Your post's video"
            style={{
              display: 'block',
              width: '100%',
              maxWidth: 420,
              maxHeight: 320,
              background: '#000',
              borderRadius: 4,
            }}
          />
        )}
        {post.products.length > 0 && (
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Tagged:
            </Text>
            {post.products.map((p) => (
              <Badge key={p._id} variant="light" color="navy" tt="none" maw="100%">
                {p.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="md">
          <Stat icon={<IconEye size={16} />}>{formatCountOf(post.views, 'view')}</Stat>
          {post.video && (
            <Stat icon={<IconPlayerPlay size={16} />}>{formatCountOf(post.watches, 'play')}</Stat>
          )}
          <Stat icon={<IconHeart size={16} />}>{formatCountOf(post.likes, 'like')}</Stat>
          <Stat icon={<IconStar size={16} />}>{formatCountOf(post.superLikes, 'super-like')}</Stat>
          <Stat icon={<IconGift size={16} />}>{formatCountOf(post.gifts, 'gift')}</Stat>
          <Stat icon={<IconMessageCircle size={16} />}>
            {formatCountOf(post.comments, 'comment')}
          </Stat>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={post.pin ? <IconPinnedFilled size={14} /> : <IconPin size={14} />}
            loading={busy('pin')}
            onClick={() => toggle.mutate({ id: post._id, flag: 'pin', value: !post.pin })}
          >
            {post.pin ? 'Unpin' : 'Pin'}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={post.active ? <IconEyeOff size={14} /> : <IconEye size={14} />}
            loading={busy('active')}
            onClick={() => toggle.mutate({ id: post._id, flag: 'active', value: !post.active })}
          >
            {post.active ? 'Hide' : 'Show'}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageCircle size={14} />}
            onClick={onComments}
          >
            Comments
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

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
          <PostCard
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
