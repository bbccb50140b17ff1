import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import type { HeldVoucher } from '#shared/schemas/vouchers.ts';
import { voucherEnded, voucherOff, voucherTerms } from './voucher-format.ts';

/** Where a voucher is used: its store, or anywhere on Oja for Oja's own. */
export const voucherShop = (held: HeldVoucher) =>
  held.voucher.business ? `/store/${held.voucher.business.handle}` : '/explore';

/**
 * One voucher the user holds: what it takes off and on what, when it ends, and whether it is
 * still to use (with a way to the store) or was used on an order (linking to it).
 */
export function HeldVoucherCard({ held, now }: { held: HeldVoucher; now: number }) {
  const v = held.voucher;
  const ended = held.status === 'HELD' && voucherEnded(v, now);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={ended ? 'gray.0' : undefined}
      aria-label={v.title}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 200px' }}>
          <Text fw={700} size="lg" c={ended ? 'gray.7' : 'navy.9'}>
            {voucherOff(v)}
          </Text>
          <Text fw={600} size="sm" c={ended ? 'gray.7' : undefined}>
            {v.title}
          </Text>
          <Text size="xs" c="gray.7">
            {voucherTerms(v, now).join(' · ')}
          </Text>
          <Group gap={6} wrap="wrap">
            {held.status === 'USED' ? (
              <>
                <Badge color="gray" variant="light" c="gray.9" size="sm">
                  Used
                </Badge>
                {held.orderId && (
                  <Anchor
                    component={Link}
                    to={`/shopper/my-order/${held.orderId}`}
                    size="xs"
                    underline="always"
                  >
                    {held.usedAt ? `on your order of ${formatDate(held.usedAt)}` : 'on an order'}
                  </Anchor>
                )}
              </>
            ) : ended ? (
              <Badge color="gray" variant="light" c="gray.9" size="sm">
                Expired
              </Badge>
            ) : (
              <Badge color="teal" variant="light" c="gray.9" size="sm">
                To use
              </Badge>
            )}
          </Group>
        </Stack>
        {held.status === 'HELD' && !ended && (
          <Button component={Link} to={voucherShop(held)} size="xs" variant="light">
            Use it
          </Button>
        )}
      </Group>
    </Paper>
  );
}
