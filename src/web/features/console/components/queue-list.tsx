import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatCountOf } from '#shared/format.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SearchIcon } from '#web/components/icons/search.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { Placeholder } from '#web/components/plain.tsx';

/** A console queue's page: loading, a failure to retry, nothing in it, or its items with a pager. */
export function QueueList<T>(props: {
  query: UseQueryResult<Paged<T>>;
  /** What failed to load: "the reports". */
  what: string;
  /** What one item is called in the count: "dispute". */
  noun: string;
  empty: string;
  emptyIcon?: ReactNode;
  page: number;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Placeholder h={220} radius="md" />;
  if (query.isError) return <LoadError what={props.what} onRetry={() => query.refetch()} />;
  if (query.data.results.length === 0)
    return <EmptyState icon={props.emptyIcon ?? <SearchIcon size={24} />} title={props.empty} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {formatCountOf(query.data.totalRecords, props.noun)}
      </Text>
      {query.data.results.map(props.children)}
      <PagePager total={query.data.totalPages} value={props.page} onChange={props.onPage} />
    </Stack>
  );
}
