import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
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
} from '#web/features/vendor/api/catalogue.ts';
import { ProductForm } from '#web/features/vendor/components/product-form.tsx';

export default function VendorProductsScreen() {
  const { vendorId = '' } = useParams();
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const [status, setStatus] = useState<'all' | 'active' | 'inactive'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const list = useOwnProducts({ businessId: vendorId, search: debounced, status, page });
  const toggle = useToggleProduct();
  const remove = useDeleteProduct();

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
          <Text p="md">Loading products…</Text>
        ) : list.isError ? (
          <Text p="md">We could not load your products.</Text>
        ) : list.data.results.length === 0 ? (
          <EmptyState
            icon={<IconPlus size={24} />}
            title={debounced ? 'No matching products' : 'No products yet'}
          >
            {debounced ? 'Try another search.' : 'Add your first product so shoppers can find you.'}
          </EmptyState>
        ) : (
          <Table verticalSpacing="xs" highlightOnHover miw={phone ? 560 : undefined}>
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
                      {p.photo ? (
                        <Image src={thumbnailUrl(p.photo)} alt="" w={44} h={44} radius="sm" />
                      ) : null}
                      <Stack gap={0}>
                        <Text size="sm" fw={600} lineClamp={1}>
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
                    <Money amount={p.unitPrice} size="sm" />
                  </Table.Td>
                  <Table.Td>{p.quantity}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={p.active}
                      aria-label={`${p.name} visible to shoppers`}
                      onChange={() => toggle.mutate({ id: p._id, flag: 'active' })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={p.pin ? `Unpin ${p.name}` : `Pin ${p.name}`}
                        onClick={() => toggle.mutate({ id: p._id, flag: 'pin' })}
                      >
                        {p.pin ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => setEditing(p)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${p.name}`}
                        onClick={() => {
                          if (window.confirm(`Delete ${p.name}? This cannot be undone.`))
                            remove.mutate(p._id);
                        }}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
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
