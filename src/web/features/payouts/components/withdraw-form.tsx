import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_WITHDRAWAL, MIN_WITHDRAWAL } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { withdrawalFee } from '#shared/withdrawal-fee.ts';
import { LightTextField } from '#web/components/light-fields.tsx';
import { api } from '#web/lib/api-client.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { notify } from '#web/lib/notify.ts';
import { useBankAccounts } from '../api/bank-accounts.ts';

/**
 * An amount, then what it costs (Paystack's fee) and where it goes, then confirm. The money leaves
 * the balance at once and reaches the bank when the transfer settles.
 */
export function WithdrawForm({
  userId,
  businessId = null,
  balance,
}: {
  userId: string;
  businessId?: string | null;
  balance: number;
}) {
  const queryClient = useQueryClient();
  const accounts = useBankAccounts(userId);
  const [text, setText] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const withdraw = useMutation({
    mutationFn: (amount: number) =>
      api.post<Withdrawal>(
        `/payments/users/${userId}/transfer`,
        { amount, reason: 'FUND_WITHDRAWAL', ...(businessId ? { businessId } : {}) },
        { 'idempotency-key': key },
      ),
    onSuccess: async (res) => {
      notify.success(res.message ?? 'Withdrawal was successful');
      setText('');
      setReviewing(false);
      setKey(newIdempotencyKey());
      // A withdrawal reloads the profile, and with it every balance on screen.
      await queryClient.invalidateQueries();
    },
  });

  const payout = accounts.data?.find(
    (a) => a.businessId === businessId && a.status === 'confirmed',
  );
  const amount = Number(text.replace(/,/g, ''));
  const fee = Number.isFinite(amount) && amount > 0 ? withdrawalFee(amount) : 0;
  const total = Math.round((amount + fee) * 100) / 100;
  const valid =
    Number.isFinite(amount) &&
    amount >= MIN_WITHDRAWAL &&
    amount <= MAX_WITHDRAWAL &&
    total <= balance;

  if (!payout) {
    return (
      <Text size="sm" c="dimmed">
        Add and confirm a payout bank account to withdraw.
      </Text>
    );
  }
  if (!payout.usableForPayout) {
    return (
      <Text size="sm" c="dimmed">
        Withdrawals open when your new bank account&apos;s safety hold ends.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <LightTextField
        label="Amount to withdraw (₦)"
        description={`At least ${formatNaira(MIN_WITHDRAWAL)}; ${formatNaira(balance)} available.`}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setReviewing(false);
        }}
        maxWidth={280}
      />
      {text !== '' && !valid && (
        <Text size="sm" c="red.9">
          {total > balance
            ? `With the ${formatNaira(fee)} fee this is more than the ${formatNaira(balance)} you can withdraw now.`
            : `Enter ${formatNaira(MIN_WITHDRAWAL)} to ${formatNaira(MAX_WITHDRAWAL)}.`}
        </Text>
      )}
      {reviewing && valid ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text size="sm">
              {formatNaira(amount)} to {payout.accountName}, {payout.bankName} •••• {payout.last4}
            </Text>
            <Text size="sm" c="dimmed">
              Transfer fee {formatNaira(fee)} · {formatNaira(total)} leaves your balance · usually
              arrives within a few minutes
            </Text>
            <Group gap="sm" mt={6}>
              <Button loading={withdraw.isPending} onClick={() => withdraw.mutate(amount)}>
                Confirm withdrawal
              </Button>
              <Button variant="subtle" onClick={() => setReviewing(false)}>
                Back
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group>
          <Button variant="light" disabled={!valid} onClick={() => setReviewing(true)}>
            Withdraw
          </Button>
        </Group>
      )}
    </Stack>
  );
}
