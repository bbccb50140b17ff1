import { Group, Stack, Text } from '@mantine/core';
import { Thumb } from '#web/components/plain.tsx';
import { Bar } from '#web/components/plain-layout.tsx';
import type { ReactNode } from 'react';
import { formatNaira } from '#shared/format.ts';

export type RankedRow = {
  key: string;
  name: string;
  detail: string;
  value: number;
  picture?: string | null;
  /** Shown when there is no picture: initials or an emoji. */
  fallback?: ReactNode;
};

/** A ranking with naira values and a bar showing each row's share of the first. */
export function RankedList({ rows, pictures }: { rows: RankedRow[]; pictures: boolean }) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((r) => (
        <Group key={r.key} component="li" wrap="nowrap" gap="sm" align="center">
          {pictures && (
            <Thumb src={r.picture} size={40}>
              {r.fallback}
            </Thumb>
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} truncate>
                {r.name}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatNaira(r.value)}
              </Text>
            </Group>
            <Bar percent={(r.value / top) * 100} color="var(--mantine-color-navy-6)" />
            <Text size="xs" c="dimmed">
              {r.detail}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
