import { Stack, Text } from '@mantine/core';
import { formatDate } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import type { Wallet } from '#shared/schemas/wallet.ts';

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
