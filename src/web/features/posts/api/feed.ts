import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage } from '#shared/schemas/posts.ts';
import { api } from '#web/lib/api-client.ts';
import { postKeys, type FeedKind, type Viewer } from './keys.ts';
import { useViewer } from './viewer.ts';

export const FEED_PAGE_SIZE = 10;

/** A feed, a page at a time: the next page continues from the last one's cursor (docs/api.md#pagination). */
export const feedQuery = (kind: FeedKind, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(kind, viewer),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.get<FeedPage>(
          `/posts/feed/${kind}`,
          { cursor: pageParam, limit: FEED_PAGE_SIZE },
          signal,
        )
      ).data,
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The Following feed needs a signed-in user: for a visitor it stays idle. */
export function useFeed(kind: FeedKind) {
  const viewer = useViewer();
  return useInfiniteQuery({
    ...feedQuery(kind, viewer),
    enabled: kind === 'for-you' || viewer === 'me',
    // A visitor's page (as rendered on the server) stays up while the user's own arrives.
    placeholderData: keepPreviousData,
  });
}
