import { Button, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Product } from '#shared/schemas/products.ts';
import { deferred } from '#web/components/deferred.tsx';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { LightSelect, LightTextField } from '#web/components/light-fields.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Panel, Placeholder } from '#web/components/plain.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import { useOwnProducts } from '#web/features/catalogue/api/own-products.ts';
import { OwnProductsList } from '#web/features/catalogue/components/own-products-list.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

// The product form (validation, price and photo fields) comes after the list, as the dialog does.
const ProductForm = deferred(() =>
  import('#web/features/catalogue/components/product-form.tsx').then((m) => m.ProductForm),
);

export default function VendorProductsScreen() {
  const { vendorId = '' } = useParams();
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 350);
  const [status, setStatus] = useState<'all' | 'active' | 'inactive'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const list = useOwnProducts({ businessId: vendorId, search: debounced, status, page });
  // A new product starts with the business's terms for affiliates (set under Affiliates).
  const business = useBusiness(vendorId).data;
  useEffect(() => {
    preloadModal();
    void ProductForm.preload();
  }, []);

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
        <div style={{ flex: '1 1 220px' }}>
          <LightTextField
            label="Search your products"
            hideLabel
            type="search"
            placeholder="Search your products"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
          />
        </div>
        <LightSelect
          label="Status"
          hideLabel
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as typeof status);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'All products' },
            { value: 'active', label: 'Visible' },
            { value: 'inactive', label: 'Hidden' },
          ]}
        />
      </Group>
      <Panel padding="none" radius="md" style={{ overflowX: 'auto' }}>
        <OwnProductsList
          list={list}
          phone={phone}
          searching={Boolean(debounced)}
          onEdit={setEditing}
        />
      </Panel>
      {list.data && (
        <Group justify="center">
          <PagePager total={list.data.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      <LazyModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a product' : 'Edit product'}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <Suspense fallback={<Placeholder h={320} radius="md" />}>
            <ProductForm
              businessId={vendorId}
              product={editing === 'new' ? undefined : editing}
              defaults={
                business && {
                  resaleAllowed: business.resaleAllowedByDefault,
                  affiliateCommission: business.defaultAffiliateCommission,
                }
              }
              onDone={() => setEditing(null)}
            />
          </Suspense>
        )}
      </LazyModal>
    </Stack>
  );
}
