import { Stack, Text } from '@mantine/core';

/** One figure with its label above it, as dashboards show their totals. */
export function FigureStat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={20} fw={700} c="navy.9">
        {value}
      </Text>
    </Stack>
  );
}
