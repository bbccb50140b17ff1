import { formatNaira } from '#shared/format.ts';
import { ChoiceCards } from '#web/components/choice-cards.tsx';

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
    <ChoiceCards
      legend="Pay with"
      cards={false}
      value={value}
      onChange={onChange}
      choices={[
        { value: 'CARD', label: 'Card (on Paystack)' },
        {
          value: 'WALLET',
          label: `Pay from wallet (${formatNaira(balance)} available)`,
          disabled: price !== undefined && balance < price,
        },
      ]}
    />
  );
}
