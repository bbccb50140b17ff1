import { Text, type TextProps } from '@mantine/core';
import { formatNaira } from '#shared/format.ts';

/** A naira amount, with the old price struck through when there is one. */
export function Money({
  amount,
  was,
  ...props
}: { amount: number; was?: number | null } & TextProps) {
  return (
    <Text component="span" fw={700} {...props}>
      {formatNaira(amount)}
      {was && was > amount ? (
        <Text component="s" c="dimmed" fw={400} ml={6} size="sm">
          {formatNaira(was)}
        </Text>
      ) : null}
    </Text>
  );
}
