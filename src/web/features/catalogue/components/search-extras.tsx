import { deferred } from '#web/components/deferred.tsx';

// Only a search shows these, so their code loads then, not with every browse page's first screen.
export const SearchFacets = deferred(() =>
  import('./search-facets.tsx').then((m) => m.SearchFacets),
);
export const NoMatches = deferred(() => import('./no-matches.tsx').then((m) => m.NoMatches));
