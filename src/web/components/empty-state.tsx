import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './plain.module.css';

/** What a list shows when it has nothing yet: an icon, a title and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap={6} py="lg" ta="center">
      {/* Mantine's light ThemeIcon, drawn in CSS: empty states are on many first screens. */}
      <span className={classes.icon}>{icon}</span>
      <Text fw={600}>{title}</Text>
      {children && (
        <Text size="sm" c="dimmed" maw={360}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
