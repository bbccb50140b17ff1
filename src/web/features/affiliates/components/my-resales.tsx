import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { notify } from '#web/lib/notify.ts';
import { useMyResales, useResaleList } from '../api/affiliates.ts';
import { ResaleCard } from './resale-card.tsx';

/** The affiliate's resale list, each with its link; empty, it points to the products to pick. */
export function MyResales({ affiliateId, onFind }: { affiliateId: string; onFind: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useMyResales(affiliateId, page);
  const { remove } = useResaleList();
  if (isError) return <LoadError what="your resale list" onRetry={() => refetch()} />;
  if (isPending) return <Skeleton h={220} radius="lg" />;
  if (data.results.length === 0)
    return (
      <Card withBorder radius="lg" p="xl">
        <EmptyState icon={<IconShare size={24} />} title="Your resale list is empty">
          Pick products you would recommend to your friends and followers: each gets your own link.
        </EmptyState>
        <Button onClick={onFind} mx="auto" display="block" mt="sm">
          Find products to resell
        </Button>
      </Card>
    );
  return (
    <Stack gap="md">
      {data.results.map((resale) => (
        <ResaleCard
          key={resale._id}
          resale={resale}
          removing={remove.isPending && remove.variables === resale._id}
          onRemove={() =>
            remove.mutate(resale._id, {
              onSuccess: () => notify.success(`${resale.name} is off your list`),
            })
          }
        />
      ))}
      <PagePager total={data.totalPages} value={page} onChange={setPage} />
    </Stack>
  );
}
