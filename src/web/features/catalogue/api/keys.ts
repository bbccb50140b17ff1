/** Query keys of the catalogue: product lists and pages, a business's own products and tags. */
export const productKeys = {
  /** Every public product list (filters, populars). */
  lists: ['products'] as const,
  list: <F extends object>(filters: F) => ['products', filters] as const,
  populars: (limit: number) => ['products', 'populars', limit] as const,
  facets: (search: string) => ['products', 'facets', search] as const,
  searchHelp: <F extends object>(filters: F) => ['products', 'search-help', filters] as const,
  /** Every product page. */
  details: ['product'] as const,
  detail: (id: string) => ['product', id] as const,
  /** Every page of a business's own catalogue table. */
  own: ['own-products'] as const,
  ownPage: <Q extends object>(query: Q) => ['own-products', query] as const,
};

export const tagKeys = {
  ofBusiness: (businessId: string) => ['tags', businessId] as const,
  ofStore: (businessId: string, tagIds: string[]) => ['tags', businessId, 'store', tagIds] as const,
};
