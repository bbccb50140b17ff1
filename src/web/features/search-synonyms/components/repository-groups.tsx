import { Accordion, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCountOf } from '#shared/format.ts';
import { normalisePhrase } from '#shared/schemas/search-synonyms.ts';

/**
 * The groups kept in the repository, read-only: folded away so they are not a wall, with a
 * search to check whether a phrase is covered already.
 */
export function RepositoryGroups({ groups }: { groups: string[][] }) {
  const [query, setQuery] = useState('');
  const wanted = normalisePhrase(query);
  const shown = wanted ? groups.filter((g) => g.some((p) => p.includes(wanted))) : groups;

  return (
    <Accordion variant="contained" radius="md" chevronPosition="right">
      <Accordion.Item value="repository">
        <Accordion.Control>
          <Text fw={600} component="span" display="block">
            Built into Oja
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block">
            {formatCountOf(groups.length, 'group')}, changed only with a new release
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <TextInput
              type="search"
              label="Find a phrase"
              placeholder="e.g. sneakers"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
            />
            {shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                No built-in group has “{query.trim()}”.
              </Text>
            ) : (
              <Stack
                component="ul"
                gap={6}
                aria-label="Built-in groups"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {shown.map((g) => (
                  <Text
                    key={g.join('|')}
                    component="li"
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {g.join(' · ')}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
