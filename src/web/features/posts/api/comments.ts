import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Comment } from '#shared/schemas/comments.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { api, type Query } from '#web/lib/api-client.ts';
import { sayKept, sendOrKeep } from '#web/lib/offline-queue.ts';
import { commentKeys } from './keys.ts';
import { putPost } from './post-cache.ts';

export const COMMENTS_PAGE_SIZE = 20;

/**
 * A post's comments (`parentId` null: the top ones, newest first) or the replies under one
 * comment (in the order they were written); the next page appends.
 */
export const commentsQuery = (postId: string, parentId: string | null) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(postId, parentId),
    queryFn: async ({ pageParam, signal }) => {
      const query: Query = parentId
        ? { parentCommentIds: parentId, page: pageParam, limit: COMMENTS_PAGE_SIZE }
        : {
            commentEntityTypes: 'POST',
            commentEntityIds: postId,
            parentOnly: true,
            page: pageParam,
            limit: COMMENTS_PAGE_SIZE,
          };
      return (await api.get<Paged<Comment>>('/comments', query, signal)).data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // A comment list that fails to load stays quiet.
    meta: { silent: true },
  });

export const useComments = (postId: string, parentId: string | null) =>
  useInfiniteQuery(commentsQuery(postId, parentId));

/** Comments on a post, or replies to one of its comments; the lists and counts follow. */
export function useAddComment(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors: true },
    // Offline, the comment is kept and posted when the network is back, once (its key).
    mutationFn: ({ text, parentId }: { text: string; parentId?: string }) =>
      sendOrKeep<Comment>('POST', '/comments', {
        entityType: 'POST',
        entityId: post._id,
        text,
        ...(parentId ? { parentId } : {}),
      }),
    onSuccess: async (res) => {
      if (!res) return sayKept('Your comment');
      // A post counts its replies too.
      putPost(queryClient, { ...post, comments: post.comments + 1 });
      await queryClient.invalidateQueries({ queryKey: commentKeys.ofPost(post._id) });
    },
  });
}
