import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCountOf } from '#shared/format.ts';
import type { Creator } from '#shared/schemas/social.ts';
import { initialsOf } from '#web/components/initials.ts';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { useAfterLoginOn } from '#web/lib/after-login.ts';
import { useCreators, useFollowCreator } from '../api/creators.ts';
import classes from './creators.module.css';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

/** The kept action of a visitor's Follow tap: this prefix and the creator's id. */
export const FOLLOW_LATER = 'follow-user:';

type Viewer = {
  /** The signed-in user, once their profile is known. */
  userId: string | undefined;
  signedIn: boolean;
  /** A visitor tapped Follow on this creator: they log in first, and follow once back. */
  onLoginNeeded: (creatorId: string) => void;
};

function CreatorCard({
  creator: c,
  rank,
  viewer,
  follow,
}: {
  creator: Creator;
  rank: number;
  viewer: Viewer;
  follow: ReturnType<typeof useFollowCreator>;
}) {
  const profile = `/u/${c.handle}`;
  const pending = follow.isPending && follow.variables.creatorId === c._id;
  const own = viewer.userId === c._id;
  return (
    <article className={classes.card} aria-label={c.name}>
      <span className={classes.rank}>{rank}</span>
      {/* The name below is the link for keyboards and screen readers; the picture is for taps. */}
      <Link to={profile} className={classes.avatar} tabIndex={-1} aria-hidden="true">
        {c.avatar ? (
          <img
            src={c.avatar}
            alt=""
            loading="lazy"
            decoding="async"
            width={52}
            height={52}
            className={classes.avatar}
          />
        ) : (
          initialsOf(c.name)
        )}
      </Link>
      <div className={classes.body}>
        <Link to={profile} className={classes.name}>
          {c.name}
          <VerifiedTick verified={c.isVerified} size={14} />
        </Link>
        <span className={classes.meta}>@{c.handle}</span>
        <span className={classes.meta}>
          {formatCountOf(c.followers, 'follower')} · {formatCountOf(c.posts, 'post')}
        </span>
        {c.bio && <p className={classes.bio}>{c.bio}</p>}
      </div>
      {!own && (
        <Button
          size="xs"
          className={classes.follow}
          variant={c.followed ? 'light' : 'filled'}
          loading={pending}
          // Signed in, the button waits for the profile that says who is following.
          disabled={viewer.signedIn && !viewer.userId}
          aria-label={`${c.followed ? 'Following' : 'Follow'} ${c.name}`}
          onClick={() =>
            viewer.signedIn
              ? follow.mutate({ creatorId: c._id, follow: !c.followed })
              : viewer.onLoginNeeded(c._id)
          }
        >
          {c.followed ? 'Following' : 'Follow'}
        </Button>
      )}
    </article>
  );
}

/** Creators, most followed first, a page at a time, each with a Follow button. */
export function CreatorList({ search, viewer }: { search: string; viewer: Viewer }) {
  const creators = useCreators(search, viewer.signedIn);
  const follow = useFollowCreator(viewer.userId);
  // Followed as a visitor: done once they are back from logging in and the list says who.
  useAfterLoginOn(FOLLOW_LATER, Boolean(viewer.userId && creators.data), (creatorId) => {
    const creator = creators.data?.pages.flatMap((p) => p.results).find((c) => c._id === creatorId);
    if (creator && !creator.followed && creator._id !== viewer.userId)
      follow.mutate({ creatorId, follow: true });
  });

  return (
    <QueryState
      query={creators}
      what="the creators"
      rows={3}
      rowHeight={104}
      isEmpty={noResults}
      empty={{
        icon: <IconUsers size={24} />,
        title: search ? `No creators match “${search}”` : 'No creators yet',
        children: search
          ? 'Try another name or handle.'
          : 'Creators share posts with the products they love. Be the first: start posting from your account.',
      }}
    >
      {(data) => (
        <Stack gap="sm">
          {data.pages
            .flatMap((p) => p.results)
            .map((c, i) => (
              <CreatorCard key={c._id} creator={c} rank={i + 1} viewer={viewer} follow={follow} />
            ))}
          <ShowMore query={creators} />
        </Stack>
      )}
    </QueryState>
  );
}
