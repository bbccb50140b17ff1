import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label on the left and its amount on the right, as in an order or checkout summary. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      {children}
    </Group>
  );
}
