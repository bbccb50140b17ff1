import { Anchor, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatNaira } from '#shared/format.ts';
import { ledgerKindName } from '#shared/ledger-kinds.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useLedgerAccounts } from '#web/features/console/api/ledger.ts';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import rows from '#web/features/console/components/ledger.module.css';

/** Finance: one kind of ledger account, account by account, the largest balance first. */
export default function ConsoleLedgerKindScreen() {
  const { kind = '' } = useParams();
  const name = ledgerKindName(kind);
  useDocumentTitle(`${name} | Oja console`);
  const [page, setPage] = useState(1);
  const list = useLedgerAccounts(kind, page);
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/console" size="sm">
        ← Overview
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {name}
        </Title>
        <Text c="dimmed">
          Each account that holds money (or owes it), the largest first. Balances only change by
          transfers, every one of which sums to ₦0.
        </Text>
      </Stack>
      <QueueList
        query={list}
        what="the accounts"
        noun="account"
        empty="No account of this kind holds money"
        page={page}
        onPage={setPage}
      >
        {(a) => (
          <UnstyledButton
            key={a.account}
            component={Link}
            to={`/console/ledger/account/${encodeURIComponent(a.account)}`}
            className={rows.row}
          >
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {a.owner ?? a.account}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatNaira(a.balance)}
              </Text>
            </Group>
          </UnstyledButton>
        )}
      </QueueList>
    </Stack>
  );
}
