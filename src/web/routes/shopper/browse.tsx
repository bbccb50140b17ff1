import { useDocumentTitle } from '#web/components/page-title.tsx';
import { prefetchBrowse } from '#web/features/catalogue/browse-state.ts';
import { BrowseCatalogue } from '#web/features/catalogue/components/browse.tsx';
import { SuggestingSearchField } from '#web/features/search/components/suggesting-search-field.tsx';
import { pageLoader } from '#web/lib/page-data.ts';

export const loader = pageLoader((client, { request }) =>
  prefetchBrowse(client, new URL(request.url).searchParams),
);

export default function ShopperBrowseScreen() {
  useDocumentTitle('Shop | Oja');
  return (
    <BrowseCatalogue title="Shop from Nigerian businesses" searchBox={SuggestingSearchField} />
  );
}
