import { Avatar, Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { formatRelativeDate } from '#shared/relative-date.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { usePostComments, useToggleComment } from '../api/post-comments.ts';

/**
 * The comments under one of the creator's posts, each with a switch that hides it from everyone
 * but its writer and the creator, or shows it again.
 */
export default function PostComments({ postId }: { postId: string }) {
  const comments = usePostComments(postId);
  const toggle = useToggleComment(postId);

  return (
    <QueryState
      query={comments}
      what="the comments"
      rowHeight={56}
      isEmpty={noResults}
      empty={{
        icon: <IconMessageOff size={24} />,
        title: 'No comments yet',
        children: 'When people comment on this post, their comments show here.',
      }}
    >
      {(data) => (
        <Stack gap="md">
          {data.pages
            .flatMap((p) => p.results)
            .map((c) => (
              <Stack
                key={c._id}
                component="article"
                aria-label={`Comment by ${c.author.name}`}
                gap={6}
                pb="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={c.author.avatar} alt="" size={36} radius="xl" color="indigo">
                    {c.author.name.charAt(0)}
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {c.author.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        @{c.author.handle} · {formatRelativeDate(c.createdAt)}
                      </Text>
                      {!c.show && (
                        <Badge size="xs" color="gray">
                          Hidden
                        </Badge>
                      )}
                    </Group>
                    <Text
                      size="sm"
                      c={c.show ? undefined : 'dimmed'}
                      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {c.text}
                    </Text>
                  </Stack>
                </Group>
                <Switch
                  size="sm"
                  label="Show this comment"
                  checked={c.show}
                  disabled={toggle.isPending && toggle.variables?.id === c._id}
                  onChange={(e) => toggle.mutate({ id: c._id, show: e.currentTarget.checked })}
                />
              </Stack>
            ))}
          <ShowMore query={comments} />
        </Stack>
      )}
    </QueryState>
  );
}
