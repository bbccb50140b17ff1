import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatNaira } from '#shared/format.ts';
import type { Wallet } from '#shared/schemas/wallet.ts';
import { useNow } from '#web/lib/use-now.ts';
import { notify } from '#web/lib/notify.ts';
import { useCancelFunding, useResumeFunding } from '../api/wallet.ts';

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
