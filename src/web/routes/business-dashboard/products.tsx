import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconPencil,
  IconPin,
  IconPinnedFilled,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { thumbnailUrl } from '#shared/media.ts';
import type { Product } from '#shared/schemas/products.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Money } from '#web/components/money.tsx';
import {
  useDeleteProduct,
  useOwnProducts,
  useToggleProduct,
} from '#web/features/catalogue/api/own-products.ts';
import { ProductForm } from '#web/features/catalogue/components/product-form.tsx';

/** Pin, edit and delete one product. */
function ProductActions({ product: p, onEdit }: { product: Product; onEdit: () => void }) {
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={p.pin ? `Unpin ${p.name}` : `Pin ${p.name}`}
        onClick={() => toggle.mutate({ id: p._id, flag: 'pin' })}
      >
        {p.pin ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${p.name}`} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        color="red"
        aria-label={`Delete ${p.name}`}
        onClick={() => {
          if (window.confirm(`Delete ${p.name}? This cannot be undone.`)) remove.mutate(p._id);
        }}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

function VisibleSwitch({ product: p, label }: { product: Product; label?: string }) {
  const toggle = useToggleProduct();
  return (
    <Switch
      checked={p.active}
      label={label}
      aria-label={label ? undefined : `${p.name} visible to shoppers`}
      onChange={() => toggle.mutate({ id: p._id, flag: 'active' })}
    />
  );
}

function Thumbnail({ product: p, size }: { product: Product; size: number }) {
  return p.photo ? (
    <Image
      src={thumbnailUrl(p.photo)}
      alt=""
      w={size}
      h={size}
      radius="sm"
      style={{ flexShrink: 0 }}
    />
  ) : (
    <Box w={size} h={size} bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }} />
  );
}

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
                  <Badge size="xs" variant="filled" color="navy.8">
                    Pinned
                  </Badge>
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

export default function VendorProductsScreen() {
  const { vendorId = '' } = useParams();
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [status, setStatus] = useState<'all' | 'active' | 'inactive'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const list = useOwnProducts({ businessId: vendorId, search: debounced, status, page });

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Products
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add product
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search your products"
          placeholder="Search your products"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All products' },
            { value: 'active', label: 'Visible' },
            { value: 'inactive', label: 'Hidden' },
          ]}
        />
      </Group>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true" role="status" aria-label="Loading products">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={phone ? 110 : 52} radius="sm" />
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
            title={debounced ? 'No matching products' : 'No products yet'}
          >
            {debounced ? 'Try another search.' : 'Add your first product so shoppers can find you.'}
          </EmptyState>
        ) : phone ? (
          <ProductCards products={list.data.results} onEdit={setEditing} />
        ) : (
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Stock</Table.Th>
                <Table.Th>Visible</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Thumbnail product={p} size={44} />
                      <Stack gap={0}>
                        <Text size="sm" fw={600} lineClamp={2}>
                          {p.name}
                        </Text>
                        {p.pin && (
                          <Badge size="xs" variant="filled" color="navy.8" w="fit-content">
                            Pinned
                          </Badge>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Money amount={p.unitPrice} was={p.compareAtPrice} size="sm" />
                  </Table.Td>
                  <Table.Td>{p.quantity}</Table.Td>
                  <Table.Td>
                    <VisibleSwitch product={p} />
                  </Table.Td>
                  <Table.Td>
                    <ProductActions product={p} onEdit={() => setEditing(p)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {list.data && list.data.totalPages > 1 && (
        <Group justify="center">
          <Pagination total={list.data.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a product' : 'Edit product'}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <ProductForm
            businessId={vendorId}
            product={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
