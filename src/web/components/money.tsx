import { Text, type TextProps } from '@mantine/core';
import { formatDiscount, formatNaira } from '#shared/format.ts';

/** The old price and discount: smaller than the price, never below 12 px. */
const ASIDE = 'max(12px, 0.6em)';

/**
 * A naira amount; when there is a higher old price, it follows struck through with the discount,
 * wrapping onto the next line rather than being cut off in a narrow card.
 */
export function Money({
  amount,
  was,
  ...props
}: { amount: number; was?: number | null } & TextProps) {
  if (!was || was <= amount) {
    return (
      <Text component="span" fw={700} {...props}>
        {formatNaira(amount)}
      </Text>
    );
  }
  return (
    <Text
      component="span"
      fw={700}
      {...props}
      style={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 6,
        minWidth: 0,
      }}
    >
      <span>{formatNaira(amount)}</span>
      <Text component="s" td="line-through" c="dimmed" fw={400} fz={ASIDE}>
        {formatNaira(was)}
      </Text>
      <Text component="span" c="red.9" fw={700} fz={ASIDE}>
        {formatDiscount(amount, was)}
      </Text>
    </Text>
  );
}
