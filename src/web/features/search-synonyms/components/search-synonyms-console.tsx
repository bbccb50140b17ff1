import { Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { formatCountOf } from '#shared/format.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { useSearchSynonyms } from '../api/get-search-synonyms.ts';
import { AddSynonymForm } from './add-synonym-form.tsx';
import { AddedGroups } from './added-groups.tsx';
import { RepositoryGroups } from './repository-groups.tsx';

/** Oja support's synonyms: add a group, see and remove the ones added, check the built-in ones. */
export function SearchSynonymsConsole() {
  const synonyms = useSearchSynonyms(true);

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Add a group
          </Title>
          <AddSynonymForm />
        </Stack>
      </Card>

      <QueryState query={synonyms} what="the search synonyms" rows={3} rowHeight={72}>
        {(data) => (
          <Stack gap="lg">
            <Stack gap="sm" component="section" aria-labelledby="added-groups">
              <Title order={2} fz="lg" id="added-groups">
                Added by Oja support
              </Title>
              {data.added.length === 0 ? (
                <Card withBorder radius="lg">
                  <EmptyState icon={<IconArrowsExchange size={24} />} title="No groups added yet">
                    Groups you add here join the built-in ones in every search.
                  </EmptyState>
                </Card>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {formatCountOf(data.added.length, 'group')}, newest first
                  </Text>
                  <AddedGroups groups={data.added} />
                </>
              )}
            </Stack>
            <RepositoryGroups groups={data.repository} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
