import { useQuery } from '@tanstack/react-query';
import type { SearchSynonyms } from '#shared/schemas/search-synonyms.ts';
import { api } from '#web/lib/api-client.ts';
import { searchSynonymKeys } from './keys.ts';

/** The repository's synonym groups and those support added (Oja support only). */
export function useSearchSynonyms(enabled: boolean) {
  return useQuery({
    queryKey: searchSynonymKeys.all,
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<SearchSynonyms>('/search/synonyms', undefined, signal)).data,
  });
}
