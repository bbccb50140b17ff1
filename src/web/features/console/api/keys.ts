/** Query keys of the operator console. */
export const consoleKeys = {
  all: ['console'] as const,
  me: ['console', 'me'] as const,
  staff: ['console', 'staff'] as const,
  audit: (query: object) => ['console', 'audit', query] as const,
};
