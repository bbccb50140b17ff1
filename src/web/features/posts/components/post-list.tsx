import { Skeleton, Stack } from '@mantine/core';
import { NewsIcon } from '#web/components/icons/news.tsx';
import { Fragment, type ReactNode } from 'react';
import type { Post } from '#shared/schemas/posts.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { SocialPost } from './social-post.tsx';
import classes from './post-list.module.css';

type PostsQuery = {
  isPending: boolean;
  isError: boolean;
  data: { pages: { results: Post[] }[] } | undefined;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** Posts one above the other, a page at a time, with their loading, empty and error states. */
export function PostList({
  query,
  emptyTitle,
  empty,
  leads = true,
  insert,
}: {
  query: PostsQuery;
  emptyTitle: string;
  empty?: ReactNode;
  /** Whether the first post's photo leads the page. */
  leads?: boolean;
  /** A card placed among the posts (a sponsored one, from the screen): after `after` posts. */
  insert?: { after: number; card: ReactNode };
}) {
  if (query.isPending) {
    return (
      <div className={classes.list} aria-busy="true" role="status" aria-label="Loading posts">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={320} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <LoadError what="the posts" onRetry={() => query.refetch()} />;
  }
  const posts = query.data.pages.flatMap((p) => p.results);
  if (posts.length === 0) {
    return (
      <EmptyState icon={<NewsIcon size={24} />} title={emptyTitle}>
        {empty}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <div className={classes.list}>
        {posts.map((p, i) => (
          <Fragment key={p._id}>
            <SocialPost post={p} load={leads && i === 0 ? 'lead' : 'lazy'} />
            {insert && i === Math.min(insert.after, posts.length) - 1 && insert.card}
          </Fragment>
        ))}
      </div>
      <ShowMore query={query} label="Show more posts" />
    </Stack>
  );
}
