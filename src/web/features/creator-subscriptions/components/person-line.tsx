import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A subscription's other side: picture, name to their profile, and a line about the subscription. */
export function PersonLine({
  user,
  children,
}: {
  user: { avatar: string | null; name: string; handle: string };
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={user.avatar} alt="" radius="xl" name={user.name} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/u/${user.handle}`} fw={600} truncate="end">
          {user.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Group>
  );
}
