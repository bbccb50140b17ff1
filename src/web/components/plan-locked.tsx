import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** In place of what the user's plan does not include: what it is, and the way to the plans. */
export function PlanLocked({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" color="yellow">
          <IconCrown size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap="xs" miw={0}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="gray.7">
            {children}
          </Text>
          <Button component={Link} to="/pricing" size="xs" w="fit-content">
            See plans
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
