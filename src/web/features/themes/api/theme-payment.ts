import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedPaymentQuery } from '#web/lib/card-payment.ts';
import { walletKeys } from '#web/lib/query-keys.ts';
import { themeKeys } from './keys.ts';
import { useRefreshThemes } from './my-themes.ts';

// Apart from the themes' other calls: only the way back from a card payment needs it.

/**
 * Back from the card payment (`/themes?payment=<id>`): the server checks the payment with the
 * provider, then the themes are read again. A failed check stays quiet.
 */
export function useThemePaymentResult(transactionId: string | null) {
  const refresh = useRefreshThemes();
  const queryClient = useQueryClient();
  return useQuery(
    checkedPaymentQuery(themeKeys.payment(transactionId), transactionId, () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: walletKeys.balances })]),
    ),
  );
}
