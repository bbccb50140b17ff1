import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '#shared/schemas/suggestions.ts';
import { api } from '#web/lib/api-client.ts';

export const suggestionKeys = {
  all: ['suggestions'] as const,
  of: (q: string) => ['suggestions', q] as const,
};

/** Products, stores, creators and categories starting with what was typed (`q`, trimmed). */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: suggestionKeys.of(q),
    queryFn: async ({ signal }) => (await api.get<Suggestions>('/suggestions', { q }, signal)).data,
    // The server's indexes are minutes old anyway: a retyped prefix is answered from the cache.
    staleTime: 60_000,
    meta: { silent: true },
  });

/** The suggestions for `q`, none below `minLength`; the last ones stay while the next load. */
export function useSuggestions(q: string, minLength: number) {
  return useQuery({
    ...suggestionsQuery(q),
    enabled: q.length >= minLength,
    placeholderData: keepPreviousData,
  });
}
