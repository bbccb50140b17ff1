import { Skeleton } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SectionError } from '#web/components/section.tsx';
import { usePopularProducts } from '../api/populars.ts';
import { ProductCard } from './product-card.tsx';
import classes from './shelves.module.css';

/** The most liked products, as cards in a grid. */
export function PopularProducts({ limit }: { limit: number }) {
  const query = usePopularProducts(limit);
  if (query.isPending) {
    return (
      <div
        className={classes.products}
        role="status"
        aria-busy="true"
        aria-label="Loading products"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={240} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) return <SectionError what="products" onRetry={() => query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState icon={<IconShoppingBag size={24} />} title="No products yet">
        Products appear here as soon as businesses add them.
      </EmptyState>
    );
  }
  return (
    <div className={classes.products}>
      {query.data.map((p) => (
        <ProductCard key={p._id} product={p} />
      ))}
    </div>
  );
}
