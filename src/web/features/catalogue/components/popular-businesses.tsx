import { Skeleton } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SectionError } from '#web/components/section.tsx';
import { usePopularBusinesses } from '../api/populars.ts';
import { BusinessCard } from './business-card.tsx';
import cards from '#web/components/cards.module.css';

/** The most followed businesses, in the catalogue's business grid. */
export function PopularBusinesses({ limit }: { limit: number }) {
  const query = usePopularBusinesses(limit);
  if (query.isPending) {
    return (
      <div
        className={cards.businessGrid}
        role="status"
        aria-busy="true"
        aria-label="Loading stores"
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) return <SectionError what="stores" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState icon={<IconBuildingStore size={24} />} title="No stores yet">
        Open the first one: it takes a minute.
      </EmptyState>
    );
  }
  return (
    <div className={cards.businessGrid}>
      {query.data.map((b) => (
        <BusinessCard key={b._id} business={b} />
      ))}
    </div>
  );
}
