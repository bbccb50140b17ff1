import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNaira, formatRate, formatNumber } from '#shared/format.ts';
import { thumbnailUrl } from '#shared/media.ts';
import type { ResaleOffer } from '#shared/schemas/affiliates.ts';
import { Thumb } from '#web/components/plain.tsx';
import { SellerLine } from './seller-line.tsx';

/** A product open to resale: what a sale earns, the seller and stock, and Add to my list. */
export function OfferCard({
  offer,
  onAdd,
  adding,
}: {
  offer: ResaleOffer;
  onAdd: () => void;
  adding: boolean;
}) {
  return (
    <Card withBorder radius="lg" p="sm">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Thumb src={offer.photo && thumbnailUrl(offer.photo)} size={72} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/product/${offer._id}`} fw={600} lineClamp={2} c="navy.9">
            {offer.name}
          </Anchor>
          <SellerLine business={offer.business} />
          <Group gap={6} wrap="wrap">
            <Text size="sm">{formatNaira(offer.unitPrice)}</Text>
            <Badge color="teal" variant="light" c="gray.9">
              Earn {formatNaira(offer.commissionPerSale)} ({formatRate(offer.commission)})
            </Badge>
          </Group>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {formatNumber(offer.quantity)} in stock
            </Text>
            {offer.inMyList ? (
              <Badge variant="light" color="navy" leftSection={<IconCheck size={12} />}>
                On your list
              </Badge>
            ) : (
              <Button
                size="xs"
                onClick={onAdd}
                loading={adding}
                leftSection={<IconPlus size={14} />}
              >
                Add to my list
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
