import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { ledgerKindName, transferKindName } from '#shared/ledger-kinds.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PagePager } from '#web/components/page-pager.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useLedgerAccount } from '#web/features/console/api/ledger.ts';

/** Finance: one ledger account's balance, whose it is, and what moved in and out of it. */
export default function ConsoleLedgerAccountScreen() {
  const { account = '' } = useParams();
  const kind = account.split(':')[0] ?? '';
  useDocumentTitle('Ledger account | Oja console');
  const [page, setPage] = useState(1);
  const detail = useLedgerAccount(account, page);
  if (detail.isPending) return <Skeleton h={320} radius="md" maw={900} />;
  if (detail.isError) return <LoadError what="the account" onRetry={() => detail.refetch()} />;
  const { account: a, movements } = detail.data;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={`/console/ledger/${kind}`} size="sm">
        ← {ledgerKindName(kind)}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {a.owner ?? a.account}
        </Title>
        <Text size="xl" fw={700}>
          {formatNaira(a.balance)}
        </Text>
        {a.userId && (
          <Anchor component={Link} to={`/console/accounts/${a.userId}`} size="sm">
            Their account
          </Anchor>
        )}
      </Stack>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={600}>Movements, newest first</Text>
          {movements.results.length === 0 && (
            <Text size="sm" c="dimmed">
              Nothing has moved through this account.
            </Text>
          )}
          {movements.results.map((m) => (
            <Group key={m._id} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.memo ?? transferKindName(m.kind)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(m.at, 'dateTime')}
                </Text>
              </Stack>
              <Text
                size="sm"
                fw={600}
                c={m.amount < 0 ? 'red.9' : 'teal.9'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {m.amount > 0 ? '+' : ''}
                {formatNaira(m.amount)}
              </Text>
            </Group>
          ))}
          <PagePager total={movements.totalPages} value={page} onChange={setPage} />
        </Stack>
      </Card>
    </Stack>
  );
}
