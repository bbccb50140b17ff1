import { useDocumentTitle } from '#web/components/page-title.tsx';
import { prefetchBrowse } from '#web/features/catalogue/browse-state.ts';
import { BrowseCatalogue } from '#web/features/catalogue/components/browse.tsx';
import { SuggestingSearchField } from '#web/features/search/components/suggesting-search-field.tsx';
import { meQuery, useMe } from '#web/features/users/api/get-me.ts';
import { pageLoader } from '#web/lib/page-data.ts';

// A signed-in shopper's state ranks shops near them higher: the browser has it once the menu
// has loaded the account (the server never does, so a first visit's search is the same for all).
export const loader = pageLoader((client, { request }) =>
  prefetchBrowse(
    client,
    new URL(request.url).searchParams,
    client.getQueryData(meQuery.queryKey)?.defaultAddress?.state,
  ),
);

export default function ShopperBrowseScreen() {
  const near = useMe().data?.defaultAddress?.state;
  useDocumentTitle('Shop | Oja');
  return (
    <BrowseCatalogue
      near={near}
      title="Shop from Nigerian businesses"
      searchBox={SuggestingSearchField}
    />
  );
}
