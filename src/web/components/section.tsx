import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled part of a landing page, with a link to see more of it. */
export function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} size="sm" fw={600} style={{ flexShrink: 0 }}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/** A section that could not load, with a way to try again (kept light: no Alert). */
export function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text size="sm">We could not load {what}. Check your connection and try again.</Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
