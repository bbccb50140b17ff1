import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PostPage } from '#shared/schemas/posts.ts';
import type { Creator, SocialProfile } from '#shared/schemas/social.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { postKeys, type Viewer } from './keys.ts';
import { useViewer } from './viewer.ts';

/** A public profile by handle: who they are, the businesses they run and their latest posts. */
export const socialProfileQuery = (handle: string, viewer: Viewer) =>
  queryOptions({
    queryKey: postKeys.profile(handle.toLowerCase(), viewer),
    queryFn: async ({ signal }) =>
      (
        await api.get<SocialProfile>(
          `/users/social/${encodeURIComponent(handle)}`,
          undefined,
          signal,
        )
      ).data,
  });

export function useSocialProfile(handle: string) {
  return useQuery({
    ...socialProfileQuery(handle, useViewer()),
    // The visitor's profile (as rendered on the server) stays up while the user's own arrives.
    placeholderData: (previous) =>
      previous?.handle.toLowerCase() === handle.toLowerCase() ? previous : undefined,
  });
}

/** A profile's posts: the first page came with the profile, further pages append. */
export function useUserPosts(profile: SocialProfile) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: postKeys.byUser(profile._id, viewer),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<PostPage>(
          '/posts',
          { postByUserIds: profile._id, page: pageParam, limit: profile.postsPage.perPageLimit },
          signal,
        )
      ).data,
    initialPageParam: 1,
    initialData: { pages: [profile.postsPage], pageParams: [1] },
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** Follows or unfollows a user; `userId` is the signed-in user's own id. */
export function useFollowUser(profile: SocialProfile | undefined, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => {
      const path = `/users/${profile!._id}/follower/${userId}`;
      return follow ? api.put<Creator>(path) : api.delete<Creator>(path);
    },
    onSuccess: (res) => {
      notify.success(res.message);
      queryClient.setQueriesData<SocialProfile>({ queryKey: postKeys.all }, (data) =>
        data && 'postsPage' in data && data._id === res.data._id ? { ...data, ...res.data } : data,
      );
      return queryClient.invalidateQueries({ queryKey: ['posts', 'feed', 'following'] });
    },
  });
}
