import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { SYNONYM_PHRASES, searchSynonymBodySchema } from '#shared/schemas/search-synonyms.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddSearchSynonym } from '../api/add-search-synonym.ts';

/** The server's words for a refusal (400 per field, 409 duplicate), as one line. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong; please try again';
}

/** A new group: phrases typed as tags, checked by the same rules the server applies. */
export function AddSynonymForm() {
  const [phrases, setPhrases] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = useAddSearchSynonym();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = searchSynonymBodySchema.safeParse({ phrases });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the phrases');
      return;
    }
    setError(null);
    add.mutate(phrases, {
      onSuccess: () => setPhrases([]),
      onError: (err) => setError(refusal(err)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TagsInput
          label="Phrases that mean the same"
          description={`Type a phrase and press Enter or a comma. ${SYNONYM_PHRASES.min} to ${SYNONYM_PHRASES.max} phrases; a search for any of them also finds the others.`}
          placeholder={phrases.length === 0 ? 'e.g. kpomo, cow skin' : undefined}
          value={phrases}
          onChange={(next) => {
            setPhrases(next);
            setError(null);
          }}
          splitChars={[',']}
          maxTags={SYNONYM_PHRASES.max}
          clearable
          error={error}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            Phrases are saved in lower case, punctuation becomes a space.
          </Text>
          <Button type="submit" loading={add.isPending}>
            Add group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
