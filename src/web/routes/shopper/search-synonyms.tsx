import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { SupportOnly } from '#web/app/support-only.tsx';
import { deferred } from '#web/components/deferred.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';

// Oja support's console (its tag field, checks and lists) is fetched once the account is known
// to be support's: nobody else ever downloads it.
const SearchSynonymsConsole = deferred(() =>
  import('#web/features/search-synonyms/components/search-synonyms-console.tsx').then(
    (m) => m.SearchSynonymsConsole,
  ),
);

/** Oja support's search synonyms (users with the admin role): other names search treats as one. */
export default function SearchSynonymsScreen() {
  useDocumentTitle('Search synonyms | Oja');
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Search synonyms
        </Title>
        <Text c="dimmed">
          Other names for the same goods. A search for any phrase in a group also finds the others,
          from the moment the group is added.
        </Text>
      </Stack>
      <SupportOnly
        path="/shopper/support/synonyms"
        loginTitle="Log in to manage search synonyms"
        refusedTitle="Only Oja support can manage search synonyms"
        refusedText="If a search misses something under another name, tell us on the support page."
      >
        <Suspense fallback={<Skeleton h={240} radius="lg" />}>
          <SearchSynonymsConsole />
        </Suspense>
      </SupportOnly>
    </Stack>
  );
}
