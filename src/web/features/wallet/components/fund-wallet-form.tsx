import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_WALLET_FUNDING, MIN_WALLET_FUNDING } from '#shared/constants.ts';
import { formatNaira } from '#shared/format.ts';
import { LightTextField } from '#web/components/light-fields.tsx';
import { useFundWallet } from '../api/wallet.ts';

const QUICK_AMOUNTS = [1000, 2000, 5000, 10000];

/**
 * An amount in naira, then the provider's payment page. Below the minimum nothing is sent
 * (funding under ₦500 is skipped silently, decision 020); the hint says why the button waits.
 */
export function FundWalletForm({ userId }: { userId: string }) {
  const [text, setText] = useState('');
  const fund = useFundWallet(userId);
  const amount = Number(text.replace(/,/g, ''));
  const valid =
    Number.isFinite(amount) && amount >= MIN_WALLET_FUNDING && amount <= MAX_WALLET_FUNDING;

  function submit() {
    if (!valid) return;
    fund.mutate(Math.round(amount * 100) / 100, {
      onSuccess: (funding) => window.location.assign(funding.authorizationUrl),
    });
  }

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <LightTextField
        label="Amount to add (₦)"
        description={`At least ${formatNaira(MIN_WALLET_FUNDING)}; you pay by card on the next page.`}
        inputMode="decimal"
        placeholder="2,000"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxWidth={280}
      />
      <Group gap="xs">
        {QUICK_AMOUNTS.map((n) => (
          <Button
            key={n}
            size="xs"
            radius="xl"
            variant="default"
            onClick={() => setText(String(n))}
          >
            {formatNaira(n)}
          </Button>
        ))}
      </Group>
      <Group>
        <Button
          type="submit"
          leftSection={<IconCreditCard size={18} />}
          disabled={!valid}
          loading={fund.isPending}
        >
          Fund wallet
        </Button>
        {text !== '' && !valid && (
          <Text size="sm" c="dimmed">
            Enter {formatNaira(MIN_WALLET_FUNDING)} to {formatNaira(MAX_WALLET_FUNDING)}.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
