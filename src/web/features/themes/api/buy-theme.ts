import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanMonths } from '#shared/plans.ts';
import type { MyThemes } from '#shared/schemas/themes.ts';
import { api } from '#web/lib/api-client.ts';
import { pointField } from '#web/lib/points.ts';
import { pointsKeys, walletKeys } from '#web/lib/query-keys.ts';
import { themeKeys } from './keys.ts';

export type ThemeOrder = {
  themeId: string;
  months: PlanMonths;
  /** The price shown: a price changed since is refused (409) rather than charged. */
  amount: number;
  payWith: 'WALLET' | 'CARD';
  /** Oja points spent on it (whole, at most the amount); the wallet or the card pays the rest. */
  points: number;
  autoRenew: boolean;
  /** One per order the buyer confirms: a retry or a double tap with it buys once. */
  idempotencyKey: string;
};

export type ThemePurchase = {
  themes: MyThemes;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  authorizationUrl: string | null;
};

/** `POST themes/{id}/subscribe`: a term of a paid theme, from the wallet or by card, points
 * paying part or all of it. */
export function useBuyTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: ThemeOrder) =>
      (
        await api.post<ThemePurchase>(
          `/themes/${order.themeId}/subscribe`,
          {
            subscriptionDuration: order.months,
            amount: order.amount,
            point: pointField(order.points),
            payWith: order.payWith,
            autoRenew: order.autoRenew,
          },
          { 'idempotency-key': order.idempotencyKey },
        )
      ).data,
    onSuccess: (result) => {
      if (result.status !== 'PAID') return;
      queryClient.setQueryData(themeKeys.mine, result.themes);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
      ]);
    },
    onError: (error) => {
      // A price changed meanwhile: the shop's prices are read again.
      if ((error as { status?: number }).status === 409)
        return queryClient.invalidateQueries({ queryKey: themeKeys.all });
    },
    // The dialog shows the server's message itself.
    meta: { silent: true },
  });
}
