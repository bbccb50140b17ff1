import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoyaltyCard } from '#shared/schemas/loyalty.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useClientStore } from '#web/lib/store.ts';
import { loyaltyKeys } from './keys.ts';

/** `GET rewards/loyalty`: a business's card (null when it runs none), as the viewer sees it. */
export const loyaltyCardQuery = (businessId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: loyaltyKeys.business(businessId, signedIn),
    queryFn: async ({ signal }) =>
      (await api.get<LoyaltyCard | null>('/rewards/loyalty', { businessId }, signal)).data,
  });

export function useLoyaltyCard(businessId: string, enabled = true) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  return useQuery({
    ...loyaltyCardQuery(businessId, signedIn),
    enabled: enabled && businessId !== '',
  });
}

/** `GET rewards/loyalty/mine`: the cards of the stores the user has received orders from. */
export const useMyLoyaltyCards = () =>
  useQuery({
    queryKey: loyaltyKeys.mine,
    queryFn: async ({ signal }) =>
      (await api.get<LoyaltyCard[]>('/rewards/loyalty/mine', undefined, signal)).data,
  });

export type LoyaltyCardInput = {
  businessId: string;
  everyOrders: number;
  reward: number;
  minOrder: number;
  active: boolean;
};

/** `PUT rewards/loyalty`: the owner sets the business's card. */
export function useSaveLoyaltyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: LoyaltyCardInput) =>
      (await api.put<LoyaltyCard>('/rewards/loyalty', card)).data,
    onSuccess: (card, input) => {
      queryClient.setQueryData(loyaltyKeys.business(input.businessId, true), card);
      notify.success(card.active ? 'Loyalty card saved' : 'Loyalty card paused');
    },
  });
}
