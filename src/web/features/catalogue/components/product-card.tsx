import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { thumbnailUrl } from '#shared/media.ts';
import type { Product } from '#shared/schemas/products.ts';
import { Money } from '#web/components/money.tsx';

export function ProductCard({ product }: { product: Product }) {
  const soldOut = product.quantity === 0;
  return (
    <Card
      component={Link}
      to={`/product/${product._id}`}
      withBorder
      radius="md"
      p="xs"
      style={{ textDecoration: 'none' }}
    >
      <Card.Section>
        <AspectRatio ratio={1}>
          {product.photo ? (
            <Image
              src={thumbnailUrl(product.photo)}
              alt={product.name}
              loading="lazy"
              fit="cover"
            />
          ) : (
            <div style={{ background: 'var(--mantine-color-gray-1)' }} />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Text size="sm" fw={600} lineClamp={2} c="dark.7">
          {product.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Money amount={product.unitPrice} was={product.compareAtPrice} size="sm" c="navy.9" />
        </Group>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {product.business.name}
            {product.business.state ? ` · ${product.business.state}` : ''}
          </Text>
          {soldOut && (
            <Badge size="xs" color="gray.7" variant="filled">
              Sold out
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
