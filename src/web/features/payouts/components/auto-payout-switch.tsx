import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MIN_WITHDRAWAL } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import { withdrawalFee } from '#shared/withdrawal-fee.ts';
import { LightSwitch } from '#web/components/light-switch.tsx';
import { useBankAccounts, useSetAutoPayout } from '../api/bank-accounts.ts';

/** The least balance a payout can send: the least withdrawal and its fee. */
const LEAST = MIN_WITHDRAWAL + withdrawalFee(MIN_WITHDRAWAL);

/**
 * The business's automatic daily payout (decision 023): every morning its balance, less the
 * transfer fee, goes to its confirmed bank account. Only a confirmed account can have it on.
 */
export function AutoPayoutSwitch({
  userId,
  businessId,
  allowed,
}: {
  userId: string;
  businessId: string;
  /** Whether the owner's plan includes automatic payouts (the plan matrix). */
  allowed: boolean;
}) {
  const accounts = useBankAccounts(userId);
  const change = useSetAutoPayout(userId);
  // What was just chosen shows at once; the account list's answer takes over when it arrives.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const confirmed = accounts.data?.find(
    (a) => a.businessId === businessId && a.status === 'confirmed',
  );
  const on = chosen ?? confirmed?.autoPayout ?? false;
  return (
    <Stack gap={4}>
      <LightSwitch
        label="Automatic daily payout"
        description={`Every morning at 6:00 (Lagos time) the whole balance, less the transfer fee, is sent to the payout bank account. Nothing is sent while the balance is under ${formatNaira(LEAST)}.`}
        checked={on}
        // Off can always be chosen; on needs a plan that includes it.
        disabled={!confirmed || change.isPending || (!allowed && !on)}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          setChosen(next);
          change.mutate({ businessId, autoPayout: next }, { onSettled: () => setChosen(null) });
        }}
      />
      {!allowed && (
        <Text size="sm" c="gray.7">
          Automatic payouts come with the Growth and Pro plans.{' '}
          <Anchor component={Link} to="/pricing" fw={600}>
            See plans
          </Anchor>
        </Text>
      )}
      {accounts.data && !confirmed && (
        <Text size="sm" c="dimmed">
          Add and confirm a payout bank account to turn this on.
        </Text>
      )}
      {confirmed && on && !confirmed.usableForPayout && (
        <Text size="sm" c="dimmed">
          Payouts start when the new bank account&apos;s safety hold ends.
        </Text>
      )}
    </Stack>
  );
}
