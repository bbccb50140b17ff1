import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PlanCode, PlanMonths } from '#shared/plans.ts';
import type { Paged } from '#shared/schemas/envelope.ts';
import type { MyPlan, PlanPurchase, PlanTermBought, PlanView } from '#shared/schemas/plans.ts';
import { api } from '#web/lib/api-client.ts';
import { checkedPaymentQuery } from '#web/lib/card-payment.ts';
import { meKeys, planKeys, pointsKeys, walletKeys } from '#web/lib/query-keys.ts';
import { useClientStore } from '#web/lib/store.ts';

/** `GET subscriptions`: the plans and their prices (the pricing page's loader fills it). */
export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.list,
    queryFn: async ({ signal }) =>
      (await api.get<PlanView[]>('/subscriptions', undefined, signal)).data,
    staleTime: 10 * 60_000,
  });

export const usePlans = () => useQuery(plansQuery());

/** The signed-in user's plan; idle for visitors. */
export function useMyPlan() {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  return useQuery({
    queryKey: planKeys.mine,
    enabled: signedIn,
    queryFn: async ({ signal }) =>
      (await api.get<MyPlan>('/subscriptions/me', undefined, signal)).data,
  });
}

export const usePlanHistory = (page: number) =>
  useQuery({
    queryKey: planKeys.history(page),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paged<PlanTermBought>>(
          '/subscriptions/me/history',
          { page, limit: 10 },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** What changes with a plan: the plan itself, the profile's plan name, the wallet, the points. */
function useRefreshAfterPlanChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
      queryClient.invalidateQueries({ queryKey: walletKeys.balances }),
      queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
    ]);
}

export type PlanOrder = {
  plan: PlanCode;
  months: PlanMonths;
  amount: number;
  payWith: 'WALLET' | 'CARD';
  /** Oja points paying part or all of it (whole); the wallet or the card pays the rest. */
  points: number;
  /** One per order the buyer confirms: a retry or a double tap with it buys once. */
  idempotencyKey: string;
};

/** Buys a plan's term. */
export function useBuyPlan() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: async (order: PlanOrder) =>
      (
        await api.post<PlanPurchase>(
          `/subscriptions/${order.plan}/subscribe`,
          {
            subscriptionId: order.plan,
            months: order.months,
            amount: order.amount,
            // An empty string for none.
            point: order.points > 0 ? order.points : '',
            payWith: order.payWith,
          },
          { 'idempotency-key': order.idempotencyKey },
        )
      ).data,
    onSuccess: (result) => {
      if (result.status === 'PAID') return refresh();
    },
  });
}

export function useSetAutoRenew() {
  const refresh = useRefreshAfterPlanChange();
  return useMutation({
    mutationFn: async (autoRenew: boolean) =>
      (await api.patch<MyPlan>('/subscriptions/me/auto-renew', { autoRenew })).data,
    onSuccess: () => refresh(),
  });
}

/**
 * Back from the payment page: the server checks the payment with the provider, then the plan is
 * read again. A failed check stays quiet: the payment as the server knows it is shown.
 */
export function usePlanPaymentResult(transactionId: string | null) {
  const refresh = useRefreshAfterPlanChange();
  return useQuery(checkedPaymentQuery(planKeys.payment(transactionId), transactionId, refresh));
}
