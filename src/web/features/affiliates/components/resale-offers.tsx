import { Card, Group, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { notify } from '#web/lib/notify.ts';
import { useResaleList, useResaleOffers } from '../api/affiliates.ts';
import { OfferCard } from './offer-card.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

type Sort = 'commission' | 'newest';

/** Products open to resale, best paying first or newest, searchable, 20 a page. */
export function ResaleOffers() {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 400);
  const [sort, setSort] = useState<Sort>('commission');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useResaleOffers(search, sort, page);
  const { add } = useResaleList();

  let body;
  if (isError) body = <LoadError what="the products open to resale" onRetry={() => refetch()} />;
  else if (isPending) body = <Skeleton h={240} radius="lg" />;
  else if (data.results.length === 0)
    body = (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<IconShoppingBag size={24} />} title="No products match">
          {search
            ? `Nothing open to resale matches “${search}”. Try another word.`
            : 'No seller has opened products to resale yet. Come back soon.'}
        </EmptyState>
      </Card>
    );
  else
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {data.results.map((offer) => (
            <OfferCard
              key={offer._id}
              offer={offer}
              adding={add.isPending && add.variables === offer._id}
              onAdd={() =>
                add.mutate(offer._id, {
                  onSuccess: () =>
                    notify.success(
                      `${offer.name} is on your list: share its link from My products`,
                    ),
                })
              }
            />
          ))}
        </SimpleGrid>
        <PagePager
          total={data.totalPages}
          value={page}
          onChange={(p) => {
            setPage(p);
            window.scrollTo({ top: 0 });
          }}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Product or store"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label="Sort by"
          value={sort}
          onChange={(v) => {
            setSort((v as Sort | null) ?? 'commission');
            setPage(1);
          }}
          data={[
            { value: 'commission', label: 'Highest earnings' },
            { value: 'newest', label: 'Newest' },
          ]}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {body}
    </Stack>
  );
}
