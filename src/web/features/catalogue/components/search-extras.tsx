import { deferred } from '#web/components/deferred.tsx';

// Only a search shows these, so their code loads then, not with every browse page's first screen.
export const SearchFacets = deferred(() =>
  import('./search-facets.tsx').then((m) => m.SearchFacets),
);
export const NoMatches = deferred(() => import('./no-matches.tsx').then((m) => m.NoMatches));

// A search's matching shops, and the Businesses tab: their cards load when first shown.
export const MatchingBusinesses = deferred(() =>
  import('./matching-businesses.tsx').then((m) => m.MatchingBusinesses),
);
export const BusinessList = deferred(() =>
  import('./business-list.tsx').then((m) => m.BusinessList),
);
