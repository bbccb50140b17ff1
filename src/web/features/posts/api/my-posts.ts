import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { Post, PostBody, PostPatch } from '#shared/schemas/posts.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { ownPostKeys } from './keys.ts';

/** The creator's own posts, pinned first, hidden ones too; each page appends. */
export const myPostsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ownPostKeys.ofUser(userId),
    queryFn: async ({ pageParam, signal }) =>
      (await api.get<Paged<Post>>('/posts', { postByUserIds: [userId], page: pageParam }, signal))
        .data,
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useMyPosts = (userId: string) => useInfiniteQuery(myPostsQuery(userId));

/** After any change the posts refetch. */
function usePostWrite<V>(
  send: (v: V) => Promise<{ data: Post; message?: string }>,
  fieldErrors = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldErrors },
    mutationFn: send,
    onSuccess: async (res) => {
      notify.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ownPostKeys.all });
    },
  });
}

export const useCreatePost = () =>
  usePostWrite((body: PostBody) => api.post<Post>('/posts', body), true);

/** Updates are only sent for a creator (`hasPost`, decision 027); the screen shows them to creators only. */
export const useUpdatePost = (id: string) =>
  usePostWrite((body: PostPatch) => api.patch<Post>(`/posts/${id}`, body), true);

/** Pins or shows/hides a post, sending the state wanted so a double tap cannot undo it. */
export const useTogglePost = () =>
  usePostWrite(({ id, flag, value }: { id: string; flag: 'pin' | 'active'; value: boolean }) =>
    api.put<Post>(`/posts/${id}/${flag}`, { value }),
  );
