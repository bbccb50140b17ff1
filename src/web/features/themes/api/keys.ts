/** Query keys of store themes: the shop's list, one theme, what the user holds, a payment. */
export const themeKeys = {
  all: ['themes'] as const,
  list: ['themes', 'list'] as const,
  detail: (id: string) => ['themes', 'detail', id] as const,
  mine: ['themes', 'mine'] as const,
  /** A store's first products, shown in each theme's preview. */
  sample: (businessId: string) => ['themes', 'sample', businessId] as const,
  /** Outside `all`: the check of a payment refreshes the themes, not itself. */
  payment: (id: string | null) => ['theme-payment', id] as const,
};
