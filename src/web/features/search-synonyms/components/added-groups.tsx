import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '#shared/dates.ts';
import type { SearchSynonymGroup } from '#shared/schemas/search-synonyms.ts';
import { LazyModal, preloadModal } from '#web/components/lazy-modal.tsx';
import { useRemoveSearchSynonym } from '../api/remove-search-synonym.ts';
import { PhraseList } from './phrase-list.tsx';

/** The groups support added, newest first, each with a remove button that asks first. */
export function AddedGroups({ groups }: { groups: SearchSynonymGroup[] }) {
  const [asking, setAsking] = useState<SearchSynonymGroup | null>(null);
  const remove = useRemoveSearchSynonym();
  const newestFirst = [...groups].reverse();

  return (
    <Stack gap="sm">
      {newestFirst.map((group) => (
        <Card key={group._id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <PhraseList phrases={group.phrases} />
              <Text size="xs" c="dimmed">
                Added {formatDate(group.createdAt)}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={`Remove ${group.phrases.join(', ')}`}
              onMouseEnter={preloadModal}
              onFocus={preloadModal}
              onClick={() => setAsking(group)}
            >
              Remove
            </Button>
          </Group>
        </Card>
      ))}
      <LazyModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title="Remove this group?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          {asking && <PhraseList phrases={asking.phrases} />}
          <Text size="sm">Searches stop treating these phrases as the same at once.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={remove.isPending}
              onClick={() => remove.mutate(asking!._id, { onSettled: () => setAsking(null) })}
            >
              Remove group
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
}
