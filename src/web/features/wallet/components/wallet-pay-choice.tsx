import { Radio, Stack } from '@mantine/core';
import { formatNaira } from '#shared/format.ts';

export type PayFrom = 'CARD' | 'WALLET';

/** Card or the wallet; the wallet only when its balance covers the price (`price`, if given). */
export function WalletPayChoice({
  balance,
  price,
  value,
  onChange,
}: {
  balance: number;
  price?: number;
  value: PayFrom;
  onChange: (value: PayFrom) => void;
}) {
  return (
    <Radio.Group label="Pay with" value={value} onChange={(v) => onChange(v as PayFrom)}>
      <Stack gap="xs" mt={6}>
        <Radio value="CARD" label="Card (on Paystack)" />
        <Radio
          value="WALLET"
          label={`Pay from wallet (${formatNaira(balance)} available)`}
          disabled={price !== undefined && balance < price}
        />
      </Stack>
    </Radio.Group>
  );
}
