import { Group, Text } from '@mantine/core';

/** The Oja mark: a market bag in amber on navy, and the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#14213d" />
      <path d="M18 26h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fca311" />
      <path
        d="M25 26v-3a7 7 0 0 1 14 0v3"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text fw={800} fz={size * 0.7} c="navy.9" lh={1}>
        Oja
      </Text>
    </Group>
  );
}
