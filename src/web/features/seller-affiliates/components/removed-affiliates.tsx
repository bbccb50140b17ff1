import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PagePager } from '#web/components/page-pager.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { useRemovedAffiliates } from '../api/removed-affiliates.ts';
import { useRestoreAffiliate } from '../api/restore-affiliate.ts';
import { AffiliatePerson, nameOf } from './affiliate-list.tsx';
import { formatDate } from '#shared/dates.ts';

const removedOn = (iso: string) => formatDate(iso);

/** The affiliates the business removed, each with Restore; nothing shows when there are none. */
export function RemovedAffiliates({ businessId }: { businessId: string }) {
  const [page, setPage] = useState(1);
  const list = useRemovedAffiliates(businessId, page);
  const restore = useRestoreAffiliate(businessId);
  // A section of its own only once there is someone to restore: nothing shows while it loads.
  if (list.isError) return <LoadError what="removed affiliates" onRetry={() => list.refetch()} />;
  if (!list.data || list.data.totalRecords === 0) return null;
  const data = list.data;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        Removed affiliates
      </Title>
      <Text size="sm" c="dimmed">
        They cannot resell your products. Restore one to let them resell again.
      </Text>
      <Stack gap="xs">
        {data.results.map((a) => (
          <Group key={a._id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <AffiliatePerson person={a} size={32} />
              <Text size="xs" c="dimmed">
                Removed {removedOn(a.removedAt)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              loading={restore.isPending && restore.variables === a._id}
              onClick={() => restore.mutate(a._id)}
              aria-label={`Restore ${nameOf(a)}`}
            >
              Restore
            </Button>
          </Group>
        ))}
        <PagePager total={data.totalPages} value={page} onChange={setPage} size="sm" />
      </Stack>
    </Stack>
  );
}
