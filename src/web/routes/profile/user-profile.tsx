import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BuildingStoreIcon } from '#web/components/icons/building-store.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { formatCountOf, formatNumber } from '#shared/format.ts';
import type { SocialProfile } from '#shared/schemas/social.ts';
import { deferred } from '#web/components/deferred.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { profileTitle, titled } from '#shared/titled.ts';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useAfterLogin } from '#web/lib/after-login.ts';
import { useMe } from '#web/features/users/api/get-me.ts';
import { useWallet } from '#web/features/wallet/api/wallet-balance.ts';
import { postKeys } from '#web/features/posts/api/keys.ts';
import {
  socialProfileQuery,
  useFollowUser,
  useSocialProfile,
  useUserPosts,
} from '#web/features/posts/api/social-profile.ts';
import { PostList } from '#web/features/posts/components/post-list.tsx';
import { useLoginFirst } from '#web/features/posts/use-login-first.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useClientStore } from '#web/lib/store.ts';
import classes from './user-profile.module.css';
import { ReportAction } from '#web/components/report-action.tsx';
import { AuthorAvatar } from '#web/components/post-card.tsx';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

// A creator's subscription offer: its code is not in the page's first download, but the server
// renders it with the profile (the loader fetches both), so nothing below it moves when it shows.
const SubscribeCard = deferred(() =>
  import('#web/features/creator-subscriptions/components/subscribe-card.tsx').then(
    (m) => m.SubscribeCard,
  ),
);

// Rendered on the server for a visitor; a signed-in user's view (follow state, likes) follows.
// Only a creator's profile asks for an offer, so its query's code comes with the card's.
export const loader = pageLoader(async (client, { params }) => {
  const profile = await client.fetchQuery(socialProfileQuery(params.handle ?? '', 'visitor'));
  if (!profile.creator) return;
  const signedIn = useClientStore.getState().auth.accessToken !== null;
  await Promise.all([
    SubscribeCard.preload(),
    import('#web/features/creator-subscriptions/api/offer.ts').then((m) =>
      client.prefetchQuery(m.subscriptionOfferQuery(profile._id, signedIn)),
    ),
  ]);
});

function Posts({ profile }: { profile: SocialProfile }) {
  const posts = useUserPosts(profile);
  return (
    <PostList
      query={posts}
      // The first post's photo is the largest thing on the profile's first screen: it leads.
      emptyTitle="No posts yet"
      empty={`When ${profile.name} posts, you will see it here.`}
    />
  );
}

/** A person's public page by handle: who they are, what they run and what they post. */
export default function UserProfileScreen() {
  const { handle = '' } = useParams();
  const { data: profile, isPending, isError } = useSocialProfile(handle);
  const { data: me } = useMe();
  // Paying a subscription from the wallet is offered when the balance covers it.
  const wallet = useWallet(profile?.creator && me ? me._id : undefined);
  const follow = useFollowUser(profile, me?._id);
  const loginFirst = useLoginFirst();
  const queryClient = useQueryClient();
  useDocumentTitle(profile ? profileTitle(profile) : titled('Profile'));
  // Followed as a visitor: done once they are back from logging in (and know who they are).
  const followLater = profile ? `follow-user:${profile._id}` : null;
  useAfterLogin(followLater, Boolean(profile && me), () => {
    if (!profile || me?._id === profile._id) return;
    // Its answer is the toast ("You are now following …").
    follow.mutate(true);
  });

  if (isPending) {
    return (
      <Container size="sm" py="xl">
        <Stack aria-busy="true" role="status" aria-label="Loading the profile">
          <Skeleton h={96} w={96} circle />
          <Skeleton h={28} w="60%" />
          <Skeleton h={320} />
        </Stack>
      </Container>
    );
  }
  if (isError || !profile) return <NotFound what="profile" />;
  const self = me?._id === profile._id;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <AuthorAvatar name={profile.name} src={profile.avatar} size={88} />
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            {/* No verification badge until creators can earn one: a tick every creator gets
                would tell shoppers nothing. */}
            <Title order={1} fz={{ base: 22, sm: 28 }} className={classes.name}>
              {profile.name}
              <VerifiedTick verified={profile.isVerified} size={22} />
            </Title>
            <Text size="sm" c="dimmed">
              @{profile.handle}
              {profile.creator ? ' · Creator' : ''}
            </Text>
            <Group gap="md" className={classes.counts}>
              <Text size="sm">
                <b>{formatCountOf(profile.followers, 'follower')}</b>
              </Text>
              <Text size="sm">
                <b>{formatNumber(profile.following)}</b> following
              </Text>
              <Text size="sm">
                <b>{formatCountOf(profile.posts, 'post')}</b>
              </Text>
            </Group>
            {!self && (
              <Button
                size="xs"
                w="fit-content"
                variant={profile.followed ? 'light' : 'filled'}
                loading={follow.isPending}
                onClick={() => loginFirst(() => follow.mutate(!profile.followed), followLater!)}
              >
                {profile.followed ? 'Following' : 'Follow'}
              </Button>
            )}
            <ReportAction
              subjectType="USER"
              subjectId={profile._id}
              own={self}
              what="account"
              style={{ alignSelf: 'flex-start' }}
            >
              Report this account
            </ReportAction>
          </Stack>
        </Group>
        {profile.bio && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.bio}
          </Text>
        )}
        {profile.creator && (
          <Suspense fallback={null}>
            <SubscribeCard
              creatorId={profile._id}
              creatorName={profile.name}
              isSelf={self}
              requireLogin={loginFirst}
              walletBalance={wallet.data?.balance}
              // Subscriber-only posts appear: the profile's posts are asked for again.
              onSubscribed={() => queryClient.invalidateQueries({ queryKey: postKeys.all })}
            />
          </Suspense>
        )}
        {profile.businesses.length > 0 && (
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {profile.businesses.length === 1 ? 'Their business' : 'Their businesses'}
            </Title>
            {profile.businesses.map((b) => (
              <Anchor
                key={b._id}
                component={Link}
                to={`/store/${b.handle}`}
                className={classes.business}
                underline="never"
              >
                {b.logo ? (
                  <img src={b.logo} alt="" width={44} height={44} className={classes.logo} />
                ) : (
                  <span className={classes.logo}>
                    <BuildingStoreIcon size={22} />
                  </span>
                )}
                <span className={classes.businessText}>
                  <span className={classes.businessName}>{b.name}</span>
                  <span className={classes.businessMeta}>Visit the store · /store/{b.handle}</span>
                </span>
              </Anchor>
            ))}
          </Stack>
        )}
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Posts
          </Title>
          <Posts key={profile._id} profile={profile} />
        </Stack>
      </Stack>
    </Container>
  );
}
