import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';
import type { SupportMessage } from '#shared/schemas/support.ts';
import classes from './support.module.css';

/** A request's thread, oldest first; Oja support's messages stand out. */
export function SupportMessages({ messages }: { messages: SupportMessage[] }) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {messages.map((m) => (
        <Paper
          key={m._id}
          component="li"
          withBorder
          radius="md"
          p="md"
          className={m.from === 'support' ? classes.fromSupport : undefined}
        >
          <Group justify="space-between" gap="xs" mb={6}>
            <Text fw={600} size="sm">
              {m.author}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(m.createdAt, 'dateTime')}
            </Text>
          </Group>
          <Text size="sm" className={classes.message}>
            {m.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
