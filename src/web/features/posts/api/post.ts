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

/**
 * One post. When the viewer changes (a rendered page, read as a visitor, is taken over by the
 * signed-in user), the same post stays on screen while their view of it loads: it never gives way to
 * a skeleton, so a heart being tapped does not vanish under the finger.
 */
export function usePost(id: string) {
  return useQuery({
    ...postQuery(id, useViewer()),
    placeholderData: (previous) => (previous?._id === id ? previous : undefined),
  });
}
