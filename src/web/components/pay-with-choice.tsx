import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNaira } from '#shared/format.ts';
import type { Me } from '#shared/schemas/users.ts';
import type { Wallet } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { meKeys, walletKeys } from '#web/lib/query-keys.ts';
import { ChoiceCards } from './choice-cards.tsx';
import classes from './light-fields.module.css';

export type PayWith = 'CARD' | 'WALLET';

/**
 * The signed-in user's wallet balance (naira), for a payment offered deep inside a feature (a
 * super-like, a gift): the profile the app already holds names the wallet, and the balance
 * shares the wallet screen's cache. Unknown for a visitor and while it loads.
 */
export function useMyWalletBalance(): number | undefined {
  const me = useQuery<Me>({ queryKey: meKeys.all, enabled: false });
  const userId = me.data?._id;
  const wallet = useQuery({
    queryKey: walletKeys.balance(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) =>
      (await api.get<Wallet>(`/payments/wallet/${userId}`, undefined, signal)).data,
  });
  return wallet.data?.balance;
}

/** Whether a wallet balance (unknown while it loads) pays a price. */
export const walletCovers = (balance: number | undefined, price: number) =>
  balance !== undefined && price > 0 && balance >= price;

/**
 * The way of paying a price, starting with one that can pay it: the wallet when it covers the
 * price and the user prefers it (the default), else card. A choice the user made stands while it
 * can still pay; the wallet stops being it when the balance or the price no longer allow it.
 */
export function usePayWith(
  balance: number | undefined,
  price: number,
  preferred: PayWith = 'WALLET',
): [PayWith, (value: PayWith) => void] {
  const [chosen, setChosen] = useState<PayWith | null>(null);
  return [payWithFor(chosen, balance, price, preferred), setChosen];
}

/** `usePayWith`'s rule, for a screen that keeps the user's choice itself. */
export function payWithFor(
  chosen: PayWith | null,
  balance: number | undefined,
  price: number,
  preferred: PayWith = 'WALLET',
): PayWith {
  return (chosen ?? preferred) === 'WALLET' && walletCovers(balance, price) ? 'WALLET' : 'CARD';
}

/**
 * Card or the wallet for a price. The wallet is offered disabled, saying why, when its balance
 * does not cover the price ("Your wallet has ₦650; this costs ₦5,000").
 */
export function PayWithChoice({
  balance,
  price,
  value,
  onChange,
  legend = 'Pay with',
  costs = 'this costs',
}: {
  balance: number | undefined;
  price: number;
  value: PayWith;
  onChange: (value: PayWith) => void;
  legend?: string;
  /** What the price is, in "Your wallet has ₦650; this costs ₦5,000". */
  costs?: string;
}) {
  const covers = walletCovers(balance, price);
  const known = balance !== undefined;
  return (
    <ChoiceCards
      legend={legend}
      cards={false}
      value={value}
      onChange={onChange}
      choices={[
        { value: 'CARD', label: 'Card (on Paystack)' },
        {
          value: 'WALLET',
          label: (
            <>
              {known ? `Oja wallet (${formatNaira(balance)} available)` : 'Oja wallet'}
              {known && !covers && (
                <span className={classes.description} style={{ display: 'block' }}>
                  Your wallet has {formatNaira(balance)}; {costs} {formatNaira(price)}.
                </span>
              )}
            </>
          ),
          disabled: !covers,
        },
      ]}
    />
  );
}
