/** Query keys of a business's affiliates: every list of one business begins with `all`. */
export const sellerAffiliateKeys = {
  all: (businessId: string) => ['seller-affiliates', businessId] as const,
  list: (businessId: string, page: number) =>
    ['seller-affiliates', businessId, 'list', page] as const,
  removed: (businessId: string, page: number) =>
    ['seller-affiliates', businessId, 'removed', page] as const,
};
