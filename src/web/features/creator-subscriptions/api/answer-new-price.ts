import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorSubscription, NewPriceAnswer } from '#shared/schemas/creator-subscriptions.ts';
import { api } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { subscriptionKeys } from './keys.ts';

/**
 * Accepts or declines the higher price a creator set since the fan subscribed, with the new price
 * the fan was shown (a price changed again is refused, and the list then shows the one now).
 */
export function useAnswerNewPrice(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPriceAnswer) =>
      api.patch<CreatorSubscription>(`/users/${creatorId}/subscriptions/price`, body),
    onSuccess: (res) => {
      notify.success(res.message ?? 'Done');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
