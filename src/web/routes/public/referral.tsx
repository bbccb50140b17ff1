import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatPoints } from '#shared/format.ts';
import { LoadError } from '#web/components/load-error.tsx';
import {
  referralTermsQuery,
  useReferralTerms,
} from '#web/features/referrals/api/referral-terms.ts';
import {
  ReferralProgramme,
  ReferralProgrammeSkeleton,
} from '#web/features/referrals/components/referral-programme.tsx';
import { useMe } from '#web/features/users/api/get-me.ts';
import { loginPath } from '#web/lib/login-path.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useViewer } from '#web/lib/session-hint.ts';

// A signed-in user's code and referrals: their code comes for them only, after the page shows.
const MyReferrals = lazy(() =>
  import('#web/features/referrals/components/my-referrals.tsx').then((m) => ({
    default: m.MyReferrals,
  })),
);

export const loader = pageLoader((client) => client.fetchQuery(referralTermsQuery()));

const HERE = '/referral';
const yoursSkeleton = <Skeleton h={300} radius="lg" />;

/** What a visitor can do: sign up or log in, and come back here. */
function VisitorActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to={`/auth/register?redirect=${encodeURIComponent(HERE)}`} size="md">
        Sign up
      </Button>
      <Button component={Link} to={loginPath(HERE)} size="md" variant="default">
        Log in
      </Button>
    </Group>
  );
}

/**
 * `/referral` (public, rendered on the server): the referral programme with this deployment's
 * figures; a visitor is asked to sign up or log in, a signed-in user gets their code, link and
 * referrals.
 */
export default function ReferralScreen() {
  const viewer = useViewer();
  const terms = useReferralTerms();
  const me = useMe();
  const t = terms.data;

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl" maw={880}>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 28, sm: 40 }}>
            Refer and earn
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" maw={640}>
            {t
              ? `Invite friends to Oja. When a friend’s first order arrives, you get ${formatPoints(t.referrerPoints)} and they get ${formatPoints(t.friendPoints)}: Oja points you spend like naira.`
              : 'Invite friends to Oja. When a friend’s first order arrives, you both get Oja points you spend like naira.'}
          </Text>
          {viewer === 'visitor' && <VisitorActions />}
        </Stack>

        {viewer === 'unknown' && yoursSkeleton}
        {viewer === 'signed-in' &&
          (me.data ? (
            <Suspense fallback={yoursSkeleton}>
              <MyReferrals userId={me.data._id} />
            </Suspense>
          ) : me.isError ? (
            <LoadError what="your account" onRetry={() => void me.refetch()} />
          ) : (
            yoursSkeleton
          ))}

        {t ? (
          <ReferralProgramme terms={t} />
        ) : terms.isError ? (
          <LoadError what="the referral programme" onRetry={() => void terms.refetch()} />
        ) : (
          <ReferralProgrammeSkeleton />
        )}
      </Stack>
    </Container>
  );
}
