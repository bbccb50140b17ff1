import { Text, type TextProps } from '@mantine/core';
import { formatDiscount, formatNaira } from '#shared/format.ts';

/**
 * A naira amount; when there is a higher old price, it follows struck through with the discount,
 * wrapping onto the next line rather than being cut off in a narrow card.
 */
export function Money({
  amount,
  was,
  ...props
}: { amount: number; was?: number | null } & TextProps) {
  const price = (
    <Text component="span" fw={700} {...props}>
      {formatNaira(amount)}
    </Text>
  );
  if (!was || was <= amount) return price;
  return (
    <span
      style={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 6,
        minWidth: 0,
      }}
    >
      {price}
      <Text component="s" td="line-through" c="dimmed" fw={400} size="xs">
        {formatNaira(was)}
      </Text>
      <Text component="span" c="red.8" fw={700} size="xs">
        {formatDiscount(amount, was)}
      </Text>
    </span>
  );
}
