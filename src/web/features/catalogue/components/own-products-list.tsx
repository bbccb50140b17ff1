import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { thumbnailUrl } from '#shared/media.ts';
import type { Product } from '#shared/schemas/products.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Money } from '#web/components/money.tsx';
import { Placeholder, ScreenReaderText, Tag, Thumb } from '#web/components/plain.tsx';
import { PlainTable } from '#web/components/plain-table.tsx';
import type { useOwnProducts } from '../api/own-products.ts';
import { ProductActions, VisibleSwitch } from './own-product-actions.tsx';

const Thumbnail = ({ product: p, size }: { product: Product; size: number }) => (
  <Thumb src={p.photo && thumbnailUrl(p.photo)} size={size} />
);

/** On phones each product is a card: the whole name, price, stock and its switches. */
function ProductCards({ products, onEdit }: { products: Product[]; onEdit: (p: Product) => void }) {
  return (
    <Stack gap={0}>
      {products.map((p, i) => (
        <Stack
          key={p._id}
          gap="xs"
          p="sm"
          style={{
            borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumbnail product={p} size={56} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Text>
              <Money amount={p.unitPrice} was={p.compareAtPrice} size="sm" />
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {p.quantity} in stock
                </Text>
                {p.pin && (
                  <Tag size="xs" color="navy.8">
                    Pinned
                  </Tag>
                )}
              </Group>
            </Stack>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <VisibleSwitch product={p} label="Visible" />
            <ProductActions product={p} onEdit={() => onEdit(p)} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** On wider screens, a table: a row per product with its switch and actions. */
function ProductTable({ products, onEdit }: { products: Product[]; onEdit: (p: Product) => void }) {
  return (
    <PlainTable verticalSpacing={10} highlightOnHover>
      <thead>
        <tr>
          <th>Product</th>
          <th>Price</th>
          <th>Stock</th>
          <th>Visible</th>
          <th>
            <ScreenReaderText>Actions</ScreenReaderText>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p._id}>
            <td>
              <Group gap="sm" wrap="nowrap">
                <Thumbnail product={p} size={44} />
                <Stack gap={0}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {p.name}
                  </Text>
                  {p.pin && (
                    <Tag size="xs" color="navy.8">
                      Pinned
                    </Tag>
                  )}
                </Stack>
              </Group>
            </td>
            <td>
              <Money amount={p.unitPrice} was={p.compareAtPrice} size="sm" />
            </td>
            <td>{p.quantity}</td>
            <td>
              <VisibleSwitch product={p} />
            </td>
            <td>
              <ProductActions product={p} onEdit={() => onEdit(p)} />
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/**
 * A business's own products, one page of them, while loading, failed, empty (no products yet,
 * or none matching a search) and loaded: cards on a phone, a table on wider screens.
 */
export function OwnProductsList({
  list,
  phone,
  searching,
  onEdit,
}: {
  list: ReturnType<typeof useOwnProducts>;
  phone: boolean | undefined;
  /** A search is applied: an empty page says no product matches it. */
  searching: boolean;
  onEdit: (p: Product) => void;
}) {
  return list.isPending ? (
    <Stack gap="xs" p="sm" aria-busy="true" role="status" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, i) => (
        <Placeholder key={i} h={phone ? 110 : 52} />
      ))}
    </Stack>
  ) : list.isError ? (
    <Stack p="md" gap="xs" align="flex-start">
      <Text>We could not load your products.</Text>
      <Button size="xs" variant="light" onClick={() => list.refetch()}>
        Try again
      </Button>
    </Stack>
  ) : list.data.results.length === 0 ? (
    <EmptyState
      icon={<IconPlus size={24} />}
      title={searching ? 'No matching products' : 'No products yet'}
    >
      {searching ? 'Try another search.' : 'Add your first product so shoppers can find you.'}
    </EmptyState>
  ) : phone ? (
    <ProductCards products={list.data.results} onEdit={onEdit} />
  ) : (
    <ProductTable products={list.data.results} onEdit={onEdit} />
  );
}
