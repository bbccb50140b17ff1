import { Stack, Text, Title } from '@mantine/core';
import { LightTextField } from '#web/components/light-fields.tsx';
import { useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SearchIcon } from '#web/components/icons/search.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useAccountSearch } from '#web/features/console/api/accounts.ts';
import { AccountCard } from '#web/features/console/components/account-card.tsx';
import { QueueList } from '#web/features/console/components/queue-list.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

/** Accounts: find a shopper, vendor or creator by what identifies them or a store they own. */
export default function ConsoleAccountsScreen() {
  useDocumentTitle('Accounts | Oja console');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const found = useAccountSearch({ q, page });
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Accounts
        </Title>
        <Text c="dimmed">
          Find a person by name, e-mail, phone number or @handle, or by the name of a store.
        </Text>
      </Stack>
      <LightTextField
        label="Find an account"
        placeholder="ada@example.com, @tunde, Adire Hub…"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maxLength={100}
      />
      {q.length < 2 ? (
        <EmptyState icon={<SearchIcon size={24} />} title="Type at least 2 characters to search" />
      ) : (
        <QueueList
          query={found}
          what="the accounts"
          noun="account"
          empty="No account matches that"
          page={page}
          onPage={setPage}
        >
          {(a) => <AccountCard key={a.id} account={a} />}
        </QueueList>
      )}
    </Stack>
  );
}
