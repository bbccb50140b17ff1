/** Query keys of orders and their payments. */
export const orderKeys = {
  /** Every order list and count, so one invalidation refetches them all. */
  lists: ['orders'] as const,
  mine: <F extends object>(filter: F) => ['orders', 'mine', filter] as const,
  ofBusiness: <F extends object>(filter: F) => ['orders', 'business', filter] as const,
  detail: (id: string) => ['order', id] as const,
};

export const transactionKeys = {
  detail: (id: string | null) => ['transaction', id] as const,
};
