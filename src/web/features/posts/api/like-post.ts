import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/schemas/posts.ts';
import { sayKept, sendOrKeep } from '#web/lib/offline-queue.ts';
import { postKeys } from './keys.ts';
import { putPost } from './post-cache.ts';

/**
 * Like or unlike a post. The heart and count change at once; the server's answer (liking twice
 * counts once) then replaces them, or the old state comes back if the call fails. One post's
 * taps are sent in order.
 */
export function useLikePost(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `like-post-${post._id}` },
    // Offline, the tap is kept and sent when the network is back (the heart stays as tapped).
    mutationFn: (like: boolean) =>
      sendOrKeep<Post>('POST', `/posts/${post._id}/${like ? 'like' : 'unlike'}`),
    onMutate: (like) => {
      if (like !== post.liked) {
        putPost(queryClient, { ...post, liked: like, likes: post.likes + (like ? 1 : -1) });
      }
      return { before: post };
    },
    onError: (_error, _like, context) => {
      if (context) putPost(queryClient, context.before);
    },
    onSuccess: async (res, like) => {
      if (!res) return sayKept(like ? 'Your like' : 'Your unlike');
      // A read of this post begun before the like (the signed-in view, fetched as a rendered
      // page is taken over) would land after it and undo it: it is called off, and the answer
      // stands.
      const key = postKeys.detail(post._id, 'me');
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, res.data);
      putPost(queryClient, res.data);
    },
  });
}
