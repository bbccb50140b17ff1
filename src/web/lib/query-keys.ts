/**
 * Query keys of the resources more than one feature reads or refreshes. Features do not import
 * each other, so the key of a shared resource lives here; a feature's own resources keep their
 * keys in its `api/keys.ts`. Every query, invalidation and cache write uses these factories.
 */

/** The signed-in user's profile: its businesses, addresses, follows and likes. */
export const meKeys = {
  all: ['me'] as const,
};

/** Businesses: one by id (dashboard, checkout), one by handle (storefront) and the lists. */
export const businessKeys = {
  all: ['businesses'] as const,
  list: <F extends object>(filters: F) => ['businesses', filters] as const,
  populars: (limit: number) => ['businesses', 'populars', limit] as const,
  detail: (id: string) => ['business', id] as const,
  storefront: (handle: string) => ['storefront', handle] as const,
};

/** Reference data: Nigerian states, their LGAs and the marketplace categories. */
export const referenceKeys = {
  states: (country: string) => ['states', country] as const,
  lgas: (state: string | null) => ['lgas', state] as const,
  categories: ['categories'] as const,
};
