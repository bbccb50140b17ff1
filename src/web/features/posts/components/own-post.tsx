import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconGift,
  IconHeart,
  IconMessageCircle,
  IconPencil,
  IconPin,
  IconPinnedFilled,
  IconPlayerPlay,
  IconStar,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCountOf } from '#shared/format.ts';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { PostCard } from '#web/components/post-card.tsx';
import { useTogglePost } from '../api/my-posts.ts';

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="gray.7">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * One of the creator's own posts in the one post card: when it was posted and whether it is
 * pinned or hidden, what it drew, and the buttons that edit, pin, hide and show its comments.
 */
export function OwnPost({
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
    <PostCard
      post={post}
      mine
      label={`Your post from ${formatRelativeDate(post.createdAt)}`}
      head={
        <>
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
        </>
      }
      actions={
        <Stack gap="sm" w="100%">
          <Group gap="md">
            <Stat icon={<IconEye size={16} />}>{formatCountOf(post.views, 'view')}</Stat>
            {post.video && (
              <Stat icon={<IconPlayerPlay size={16} />}>{formatCountOf(post.watches, 'play')}</Stat>
            )}
            <Stat icon={<IconHeart size={16} />}>{formatCountOf(post.likes, 'like')}</Stat>
            <Stat icon={<IconStar size={16} />}>
              {formatCountOf(post.superLikes, 'super-like')}
            </Stat>
            <Stat icon={<IconGift size={16} />}>{formatCountOf(post.gifts, 'gift')}</Stat>
            <Stat icon={<IconMessageCircle size={16} />}>
              {formatCountOf(post.comments, 'comment')}
            </Stat>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
            >
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
      }
    />
  );
}
