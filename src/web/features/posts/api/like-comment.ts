import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Comment } from '#shared/schemas/comments.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import { sayKept, sendOrKeep } from '#web/lib/offline-queue.ts';
import { commentKeys } from './keys.ts';

type Pages = { pages: Paged<Comment>[] };

/** Shows a comment's new state in whichever of its post's lists holds it. */
function putComment(queryClient: QueryClient, postId: string, comment: Comment): void {
  queryClient.setQueriesData<Pages>({ queryKey: commentKeys.ofPost(postId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((c) => (c._id === comment._id ? comment : c)),
          })),
        }
      : data,
  );
}

/**
 * Like or unlike a comment: the heart and count change at once, the server's answer replaces
 * them, and a failed call quietly puts the old state back (comment likes fail silently).
 */
export function useLikeComment(postId: string, comment: Comment) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `like-comment-${comment._id}` },
    meta: { silent: true },
    mutationFn: (like: boolean) =>
      sendOrKeep<Comment>('POST', `/comments/${comment._id}/${like ? 'like' : 'unlike'}`),
    onMutate: (like) => {
      if (like !== comment.liked) {
        const likes = comment.likes + (like ? 1 : -1);
        putComment(queryClient, postId, { ...comment, liked: like, likes });
      }
      return { before: comment };
    },
    onError: (_error, _like, context) => {
      if (context) putComment(queryClient, postId, context.before);
    },
    onSuccess: (res, like) =>
      res ? putComment(queryClient, postId, res.data) : sayKept(like ? 'Your like' : 'Your unlike'),
  });
}
