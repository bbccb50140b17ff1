import { Stack } from '@mantine/core';
import { QueryState } from '#web/components/query-state.tsx';
import { useReferralSummary } from '../api/referral-summary.ts';
import { ReferralShare } from './referral-share.tsx';
import { ReferredFriends } from './referred-friends.tsx';

/** A signed-in user's side of the programme: their code and link to share, and their friends. */
export function MyReferrals({ userId }: { userId: string }) {
  const summary = useReferralSummary(userId);
  return (
    <Stack gap="lg">
      <QueryState query={summary} what="your referral code" rows={1} rowHeight={300}>
        {(data) => <ReferralShare summary={data} />}
      </QueryState>
      <ReferredFriends userId={userId} />
    </Stack>
  );
}
