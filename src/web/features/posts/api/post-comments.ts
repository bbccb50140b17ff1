import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Comment } from '#shared/schemas/comments.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { ownPostKeys } from './keys.ts';

/** Every comment and reply under a post, hidden ones included for its author; pages append. */
export const postCommentsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: ownPostKeys.comments(postId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<Paged<Comment>>(
          '/comments',
          { commentEntityTypes: ['POST'], commentEntityIds: [postId], page: pageParam },
          signal,
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const usePostComments = (postId: string) => useInfiniteQuery(postCommentsQuery(postId));

/**
 * Hides or shows a comment under the creator's post; the comments and the posts (whose counts
 * take in shown comments only) refetch afterwards.
 */
export function useToggleComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, show }: { id: string; show: boolean }) =>
      api.put<Comment>(`/comments/${id}/toggle`, { value: show }),
    onSuccess: async (res) => {
      notify.success(res.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownPostKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: ownPostKeys.all }),
      ]);
    },
  });
}
