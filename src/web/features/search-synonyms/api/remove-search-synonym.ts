import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { searchSynonymKeys } from './keys.ts';

/** Removes a group support added; searches stop using it at once. */
export function useRemoveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/search/synonyms/${encodeURIComponent(id)}`),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Synonym group removed');
      await queryClient.invalidateQueries({ queryKey: searchSynonymKeys.all });
    },
    // Removed meanwhile (another operator): show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: searchSynonymKeys.all }),
  });
}
