import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Order } from '#shared/schemas/orders.ts';
import { Panel, Rule, Thumb } from '#web/components/plain.tsx';
import { Money } from '#web/components/money.tsx';
import { SummaryRow } from '#web/components/summary-row.tsx';
import { formatNaira, formatPoints } from '#shared/format.ts';
import { usePictures } from '#web/lib/data-saver.ts';

/** What was bought, each line with its price, then items, delivery, voucher, total and points. */
export function OrderItems({ order }: { order: Order }) {
  const pictures = usePictures();
  return (
    <Panel>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Items
        </Title>
        {order.products.map((p, i) => (
          <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
            <Thumb src={p.product.photo && pictures.thumb(p.product.photo)} size={56} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              {p.product._id ? (
                <Anchor
                  component={Link}
                  to={`/product/${p.product._id}`}
                  fw={600}
                  size="sm"
                  c="dark.7"
                >
                  {p.product.name}
                </Anchor>
              ) : (
                <Text fw={600} size="sm">
                  {p.product.name}
                </Text>
              )}
              {p.variant && (
                <Text size="xs" c="dimmed">
                  {p.variant.type.charAt(0).toUpperCase() + p.variant.type.slice(1)}:{' '}
                  {p.variant.name}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {p.quantity} × <Money amount={p.unitPrice} size="xs" fw={500} />
              </Text>
            </Stack>
            <Money amount={p.totalPrice} size="sm" />
          </Group>
        ))}
        <Rule />
        <SummaryRow label="Items">
          <Money amount={order.subtotal} size="sm" />
        </SummaryRow>
        <SummaryRow label="Delivery">
          {order.deliveryFee === 0 ? (
            <Text size="sm" fw={700} c="teal.9">
              Free
            </Text>
          ) : (
            <Money amount={order.deliveryFee} size="sm" />
          )}
        </SummaryRow>
        {order.discount > 0 && (
          <SummaryRow label="Voucher">
            <Text size="sm" fw={700} c="teal.9">
              −{formatNaira(order.discount)}
            </Text>
          </SummaryRow>
        )}
        <SummaryRow label="Total">
          <Money amount={order.totalAmount} fz="lg" c="navy.9" />
        </SummaryRow>
        {order.points > 0 && (
          <SummaryRow label="Paid with Oja points">
            <Text size="sm">{formatPoints(order.points)}</Text>
          </SummaryRow>
        )}
      </Stack>
    </Panel>
  );
}
