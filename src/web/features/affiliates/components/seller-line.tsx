import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ResaleOffer } from '#shared/schemas/affiliates.ts';
import { formatNumber } from '#shared/format.ts';

/** The seller's name, state and rating, as one small line under a product's name. */
export function SellerLine({ business }: { business: ResaleOffer['business'] }) {
  const { rating } = business;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {business.name}
        {business.state ? ` · ${business.state}` : ''}
      </Text>
      {rating.count > 0 ? (
        <Group
          gap={2}
          wrap="nowrap"
          role="group"
          aria-label={`Rated ${rating.average} of 5 by ${rating.count}`}
        >
          <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text size="xs" fw={600}>
            {rating.average.toFixed(1)}
          </Text>
          <Text size="xs" c="dimmed">
            ({formatNumber(rating.count)})
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No reviews yet
        </Text>
      )}
    </Group>
  );
}
