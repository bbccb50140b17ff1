import { Container, Stack } from '@mantine/core';
import { ExploreTabs } from '#web/components/explore-tabs.tsx';
import { prefetchBrowse } from '#web/features/catalogue/browse-state.ts';
import { BrowseCatalogue } from '#web/features/catalogue/components/browse.tsx';
import { SuggestingSearchField } from '#web/features/search/components/suggesting-search-field.tsx';
import { pageLoader } from '#web/lib/page-data.ts';

export const loader = pageLoader((client, { request }) =>
  prefetchBrowse(client, new URL(request.url).searchParams),
);

export default function ExploreScreen() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ExploreTabs />
        <BrowseCatalogue title="Explore" searchBox={SuggestingSearchField} />
      </Stack>
    </Container>
  );
}
