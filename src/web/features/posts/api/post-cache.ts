import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/schemas/posts.ts';
import { postKeys } from './keys.ts';

/** Replaces one post wherever it is held (a feed's pages, a profile's posts, the post itself). */
function swap(data: unknown, post: Post): unknown {
  if (!data || typeof data !== 'object') return data;
  if ('_id' in data && (data as Post)._id === post._id && 'author' in data) return post;
  if ('pages' in data) {
    const infinite = data as { pages: { results: Post[] }[] };
    return {
      ...infinite,
      pages: infinite.pages.map((page) => ({
        ...page,
        results: page.results.map((p) => (p._id === post._id ? post : p)),
      })),
    };
  }
  if ('postsPage' in data) {
    const profile = data as { postsPage: { results: Post[] } };
    return {
      ...profile,
      postsPage: {
        ...profile.postsPage,
        results: profile.postsPage.results.map((p) => (p._id === post._id ? post : p)),
      },
    };
  }
  return data;
}

/** Shows a post's new state (after a like, super-like, gift or comment) on every screen at once. */
export function putPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) => swap(data, post));
}
