import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { PlanTermBought } from '#shared/schemas/plans.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { usePlanHistory } from '../api/plans.ts';

const STATUS: Record<PlanTermBought['status'], { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'teal' },
  ENDED: { label: 'Ended', color: 'gray' },
  REPLACED: { label: 'Upgraded', color: 'blue' },
};

function TermRow({ term, now }: { term: PlanTermBought; now: number }) {
  const waiting = term.status === 'ACTIVE' && new Date(term.startsAt).getTime() > now;
  const status = waiting ? { label: 'Starts later', color: 'yellow' } : STATUS[term.status];
  return (
    <Group justify="space-between" wrap="nowrap" py="sm" gap="sm">
      <Stack gap={2} miw={0}>
        <Text fw={600}>
          {term.name} · {term.months} {term.months === 1 ? 'month' : 'months'}
        </Text>
        <Text size="sm" c="gray.7">
          {formatDate(term.startsAt)} – {formatDate(term.endsAt)}
        </Text>
        {term.credited > 0 && (
          <Text size="sm" c="teal.8">
            {formatNaira(term.credited)} of unused days went back to your wallet
          </Text>
        )}
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text fw={700}>{formatNaira(term.amount)}</Text>
        <Badge color={status.color} variant="light" c="gray.9">
          {status.label}
        </Badge>
      </Stack>
    </Group>
  );
}

/** The plan terms the user bought, newest first, a page at a time. */
export function PlanHistory() {
  const [page, setPage] = useState(1);
  const history = usePlanHistory(page);
  const [now] = useState(() => Date.now());
  let body;
  if (history.isPending) body = <Skeleton h={120} />;
  else if (history.isError)
    body = <LoadError what="your plan history" onRetry={() => void history.refetch()} />;
  else if (history.data.results.length === 0)
    body = (
      <Text size="sm" c="gray.7">
        Plans you buy are listed here, with what you paid.
      </Text>
    );
  else
    body = (
      <Stack gap={0}>
        {history.data.results.map((t) => (
          <TermRow key={t._id} term={t} now={now} />
        ))}
        <Group justify="center" mt="sm">
          <PagePager total={history.data.totalPages} value={page} onChange={setPage} size="sm" />
        </Group>
      </Stack>
    );
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="h4" mb="xs">
        Plan history
      </Title>
      {body}
    </Card>
  );
}
