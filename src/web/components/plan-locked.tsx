import { Button, Group, Stack, Text } from '@mantine/core';
import { CrownIcon } from './icons/crown.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconDisc } from './icon-disc.tsx';
import { Panel } from './plain.tsx';

/** In place of what the user's plan does not include: what it is, and the way to the plans. */
export function PlanLocked({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <IconDisc size={40} round color="yellow">
          <CrownIcon size={22} />
        </IconDisc>
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
    </Panel>
  );
}
