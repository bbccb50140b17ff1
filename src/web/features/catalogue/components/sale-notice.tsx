import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBolt, IconClock } from '@tabler/icons-react';
import { formatDate } from '#shared/dates.ts';
import { countdown } from '#shared/sale.ts';
import type { ProductSale } from '#shared/schemas/promotions.ts';
import { useInBrowser } from '#web/components/browser-only.tsx';
import { useNow } from '#web/lib/use-now.ts';

/**
 * The sale a product is in, under its price: a flash sale counts down to its end (each second)
 * and says how many units are left at its price; another sale says when it ends. The time is
 * written once in the browser (the page is rendered on the server first, at another moment and
 * perhaps in another time zone).
 */
export function SaleNotice({ sale }: { sale: NonNullable<ProductSale> }) {
  const clock = useNow(sale.flash ? 1000 : 60_000);
  // In the browser only: the server's render has no time of the shopper's to show.
  const inBrowser = useInBrowser();
  const now = inBrowser ? clock : null;
  const left = now === null ? '' : countdown(sale.endsAt, now);
  if (left === null) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="red.0"
      component="section"
      aria-label={`${sale.name}: sale`}
    >
      <Group gap="xs" wrap="wrap">
        <Badge color="red.9" leftSection={sale.flash ? <IconBolt size={14} /> : undefined}>
          {sale.flash ? 'Flash sale' : 'Sale'}
        </Badge>
        <Text size="sm" fw={600}>
          {sale.name}
        </Text>
      </Group>
      {/* Lines of the same height before and after the browser writes the time, so nothing
          below (the Add to cart button) moves under a shopper's finger. */}
      {sale.flash ? (
        <Stack gap={2} mt={6}>
          <Text size="sm" role="timer" aria-live="off">
            <IconClock size={14} style={{ verticalAlign: -2 }} /> Ends in{' '}
            <Text component="span" fw={700} ff="monospace">
              {left || '…'}
            </Text>
          </Text>
          {sale.unitsLeft !== null && (
            <Text size="sm" fw={600} c="red.9">
              {sale.unitsLeft === 1 ? 'Only 1 left' : `${sale.unitsLeft} left`} at this price
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" mt={6}>
          {now !== null ? `Ends ${formatDate(sale.endsAt, 'dateTime')}` : '\u00a0'}
        </Text>
      )}
    </Paper>
  );
}
