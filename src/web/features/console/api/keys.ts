/** Query keys of the operator console. */
export const consoleKeys = {
  all: ['console'] as const,
  me: ['console', 'me'] as const,
  staff: ['console', 'staff'] as const,
  audit: (query: object) => ['console', 'audit', query] as const,
  reports: ['console', 'reports'] as const,
  reportQueue: (query: object) => ['console', 'reports', 'queue', query] as const,
  reportedItem: (type: string, id: string) => ['console', 'reports', 'item', type, id] as const,
  disputes: ['console', 'disputes'] as const,
  disputeQueue: (query: object) => ['console', 'disputes', 'queue', query] as const,
  dispute: (id: string) => ['console', 'disputes', 'one', id] as const,
  dashboard: (period: string) => ['console', 'dashboard', period] as const,
  reviews: ['console', 'reviews'] as const,
  reviewQueue: (what: string, query: object) => ['console', 'reviews', what, query] as const,
  accounts: ['console', 'accounts'] as const,
  accountSearch: (query: object) => ['console', 'accounts', 'search', query] as const,
  account: (userId: string) => ['console', 'accounts', 'one', userId] as const,
};
