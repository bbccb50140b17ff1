import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '#shared/schemas/wallet.ts';
import { api } from '#web/lib/api-client.ts';
import { walletKeys } from '#web/lib/query-keys.ts';

/** The wallet's balance; idle until the user is known. */
export const useWallet = (userId: string | undefined) =>
  useQuery({
    queryKey: walletKeys.balance(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async ({ signal }) =>
      (await api.get<Wallet>(`/payments/wallet/${userId}`, undefined, signal)).data,
  });
