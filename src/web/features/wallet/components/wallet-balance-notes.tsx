import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatNaira } from '#shared/format.ts';
import type { Wallet } from '#shared/schemas/wallet.ts';
import { useNow } from '#web/lib/use-now.ts';
import { notify } from '#web/lib/notify.ts';
import { useCancelFunding, useResumeFunding } from '../api/wallet.ts';
import { formatDate } from '#shared/dates.ts';

/**
 * What of the balance (a wallet's or a business's) cannot go to a bank yet, and from when it can
 * (decision 020).
 */
export function HeldMoney({
  wallet,
  business = false,
}: {
  wallet: Pick<Wallet, 'withdrawable' | 'held'>;
  /** A business's balance: its earnings wait, and it is not spent like a wallet. */
  business?: boolean;
}) {
  if (wallet.held.length === 0) return null;
  return (
    <Stack gap={2} role="group" aria-label="Held for withdrawals">
      <Text size="sm">
        {formatNaira(wallet.withdrawable)} can be withdrawn now.{' '}
        {business
          ? 'Earnings from orders paid by card wait a few days after the payment before they can go to a bank.'
          : 'Money paid in by card, refunds and earnings wait a few days before they can go to a bank; you can spend them on Oja at once.'}
      </Text>
      {wallet.held.map((h) => (
        <Text key={`${h.until}-${h.amount}`} size="sm" c="dimmed">
          {formatNaira(h.amount)} can be withdrawn from {formatDate(h.until, 'dayClock')}
        </Text>
      ))}
    </Stack>
  );
}

/** Top-ups left unpaid: back to their payment page while it is open, or cancelled. */
export function PendingFundings({ userId, wallet }: { userId: string; wallet: Wallet }) {
  const resume = useResumeFunding(userId);
  const cancel = useCancelFunding(userId);
  const now = useNow();
  if (wallet.pendingFundings.length === 0) return null;
  return (
    <Stack gap="xs">
      {wallet.pendingFundings.map((f) => {
        const open = new Date(f.resumableUntil).getTime() > now;
        const busy = resume.variables === f._id || cancel.variables === f._id;
        return (
          <Paper key={f._id} withBorder radius="md" p="sm" role="group" aria-label="Top-up waiting">
            <Stack gap={6}>
              <Text size="sm">
                Card top-up of {formatNaira(f.amount)} waiting for payment
                {open ? '' : ' — its payment page has expired'}
              </Text>
              <Group gap="xs">
                {open && (
                  <Button
                    size="xs"
                    loading={busy && resume.isPending}
                    disabled={cancel.isPending}
                    onClick={() =>
                      resume.mutate(f._id, {
                        onSuccess: (res) => window.location.assign(res.authorizationUrl),
                      })
                    }
                  >
                    Resume payment
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  loading={busy && cancel.isPending}
                  disabled={resume.isPending}
                  onClick={() =>
                    cancel.mutate(f._id, {
                      onSuccess: (res) =>
                        notify.success(res.message ?? 'Top-up cancelled; nothing was charged'),
                    })
                  }
                >
                  Cancel top-up
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
