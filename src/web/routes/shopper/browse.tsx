import { titled } from '#shared/titled.ts';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { sponsoredAmongProducts, sponsoredQuery } from '#web/features/ads/api/sponsored.ts';
import { InsertCard, useSponsoredCards } from '#web/features/ads/components/sponsored-inserts.tsx';
import { prefetchBrowse } from '#web/features/catalogue/browse-state.ts';
import { BrowseCatalogue } from '#web/features/catalogue/components/browse.tsx';
import { SuggestingSearchField } from '#web/features/search/components/suggesting-search-field.tsx';
import { pageLoader } from '#web/lib/page-data.ts';

export const loader = pageLoader((client, { request }, { dataSaver }) => {
  const params = new URL(request.url).searchParams;
  const sponsored = sponsoredAmongProducts(params);
  return Promise.all([
    prefetchBrowse(client, params, dataSaver),
    sponsored && client.prefetchQuery(sponsoredQuery(sponsored)),
    sponsored && InsertCard.preload(),
  ]);
});

/**
 * Before the page is drawn or taken over: the sponsored cards' code (the server renders them
 * among the products), so an update meanwhile cannot swap them for empty places.
 */
export const ready = () => InsertCard.preload();

export default function ShopperBrowseScreen() {
  useDocumentTitle(titled('Shop'));
  const [params] = useSearchParams();
  const inserts = useSponsoredCards(sponsoredAmongProducts(params));
  return (
    <BrowseCatalogue
      title="Shop from Nigerian businesses"
      searchBox={SuggestingSearchField}
      inserts={inserts}
    />
  );
}
