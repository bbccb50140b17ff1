import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchSynonymGroup } from '#shared/schemas/search-synonyms.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { searchSynonymKeys } from './keys.ts';

/** Adds a group; the form shows a refusal under its field rather than as a toast. */
export function useAddSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (phrases: string[]) =>
      api.post<SearchSynonymGroup>('/search/synonyms', { phrases }),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Synonym group added');
      await queryClient.invalidateQueries({ queryKey: searchSynonymKeys.all });
    },
  });
}
