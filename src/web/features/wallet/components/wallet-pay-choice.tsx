import { Radio, Stack } from '@mantine/core';
import { formatNaira } from '#shared/format.ts';

export type PayFrom = 'CARD' | 'WALLET';

/** Card or the wallet, for a checkout the wallet's balance covers. */
export function WalletPayChoice({
  balance,
  value,
  onChange,
}: {
  balance: number;
  value: PayFrom;
  onChange: (value: PayFrom) => void;
}) {
  return (
    <Radio.Group label="Pay with" value={value} onChange={(v) => onChange(v as PayFrom)}>
      <Stack gap="xs" mt={6}>
        <Radio value="CARD" label="Card (on Paystack)" />
        <Radio value="WALLET" label={`Pay from wallet (${formatNaira(balance)} available)`} />
      </Stack>
    </Radio.Group>
  );
}
