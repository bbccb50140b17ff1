import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '#shared/schemas/posts.ts';
import { api } from '#web/lib/api-client.ts';
import { postKeys, type Viewer } from './keys.ts';
import { useViewer } from './viewer.ts';

export const postQuery = (id: string, viewer: Viewer) =>
  queryOptions({
    queryKey: postKeys.detail(id, viewer),
    queryFn: async ({ signal }) => (await api.get<Post>(`/posts/${id}`, undefined, signal)).data,
  });

export function usePost(id: string) {
  return useQuery(postQuery(id, useViewer()));
}
