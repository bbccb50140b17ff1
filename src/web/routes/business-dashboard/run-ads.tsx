import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Business } from '#shared/schemas/businesses.ts';
import type { Product } from '#shared/schemas/products.ts';
import { LightTextField } from '#web/components/light-fields.tsx';
import links from '#web/components/links.module.css';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Placeholder } from '#web/components/plain.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import type { AdChoice } from '#web/features/ads/components/ad-order.ts';
import { AdTargetPicker, ManageRunAds } from '#web/features/ads/components/manage-run-ads.tsx';
import { useBusiness } from '#web/features/businesses/api/business.ts';
import { useOwnProducts } from '#web/features/catalogue/api/own-products.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';

const storeChoice = (b: Business): AdChoice => ({
  kind: 'STORE',
  targetId: b._id,
  title: b.name,
  subtitle: b.address.state,
  image: b.logo ?? b.cover,
  price: null,
});

const productChoice = (p: Product): AdChoice => ({
  kind: 'PRODUCT',
  targetId: p._id,
  title: p.name,
  subtitle: p.business.name,
  image: p.photo,
  price: p.unitPrice,
});

/** The store itself, or one of its products on show, a page of ten at a time with a search. */
function WhatToPromote({
  vendorId,
  value,
  onChange,
}: {
  vendorId: string;
  value: AdChoice | null;
  onChange: (choice: AdChoice) => void;
}) {
  const business = useBusiness(vendorId);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 350);
  const [page, setPage] = useState(1);
  const products = useOwnProducts({
    businessId: vendorId,
    search: debounced,
    status: 'active',
    page,
  });

  if (business.isError || products.isError)
    return (
      <LoadError
        what="your products"
        onRetry={() => Promise.all([business.refetch(), products.refetch()])}
      />
    );
  if (!business.data || !products.data)
    return (
      <Stack gap="xs" role="status" aria-label="Loading your products">
        <Placeholder h={72} radius="md" />
        <Placeholder h={72} radius="md" />
      </Stack>
    );
  const list = products.data;
  return (
    <AdTargetPicker
      legend="What to promote: your store, or one of its products"
      choices={[storeChoice(business.data), ...list.results.map(productChoice)]}
      value={value}
      onChange={onChange}
      above={
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
      }
      below={
        <>
          {list.results.length === 0 && (
            <Text size="sm" c="dimmed">
              {debounced
                ? 'None of your products on show matches that search.'
                : 'You have no products on show yet. '}
              {!debounced && (
                <Text
                  component={Link}
                  to={`/vendor/${vendorId}/products`}
                  className={`${links.anchor} ${links.always}`}
                  size="sm"
                >
                  Add a product
                </Text>
              )}
            </Text>
          )}
          <Group justify="center">
            <PagePager total={list.totalPages} value={page} onChange={setPage} size="sm" />
          </Group>
        </>
      }
    />
  );
}

function VendorRunAds({ vendorId }: { vendorId: string }) {
  const [target, setTarget] = useState<AdChoice | null>(null);
  return (
    <ManageRunAds
      owner={{ businessId: vendorId }}
      intro="Put your store or a product in front of more shoppers: on the home page, among the products they browse and search, or in the For-you feed. You set the budget and pay only for clicks."
      picker={<WhatToPromote vendorId={vendorId} value={target} onChange={setTarget} />}
      target={target}
      onTargetReset={() => setTarget(null)}
    />
  );
}

/** `/vendor/{id}/run-ads`: the business's ads, and a new one for its store or a product. */
export default function VendorRunAdsScreen() {
  useDocumentTitle('Run ads | Oja');
  const { vendorId = '' } = useParams();
  // Another business's dashboard starts afresh: nothing of this one's new ad carries over.
  return <VendorRunAds key={vendorId} vendorId={vendorId} />;
}
