import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  SubscribeBody,
  SubscribeResult,
  SubscriptionOffer,
  SubscriptionSetup,
} from '#shared/schemas/creator-subscriptions.ts';
import { api, ApiError, apiRequest } from '#web/lib/api-client.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import { notify } from '#web/lib/notify.ts';
import { pointsKeys } from '#web/lib/query-keys.ts';
import { subscriptionKeys } from './keys.ts';

/** Saves the creator's offer: price a month, what subscribers get, open or closed. */
export function useSetupSubscriptions(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionSetup) =>
      api.patch<SubscriptionOffer>(`/users/${creatorId}/subscriptions/setup`, body),
    onSuccess: (res) => {
      notify.success(res.message);
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}

/**
 * Subscribes to a creator at the price of a month shown (one Idempotency-Key per choice of
 * payment and points, so a double tap or a retry pays once), or cancels. A card payment goes on to the
 * provider's page.
 */
export function useSubscribe(creatorId: string, onDone?: (result: SubscribeResult) => void) {
  const queryClient = useQueryClient();
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: SubscribeBody) => {
      const text = JSON.stringify(body);
      if (body.action === 'SUBSCRIBE' && last.current?.body !== text)
        last.current = { body: text, key: newIdempotencyKey() };
      return apiRequest<SubscribeResult>('PATCH', `/users/${creatorId}/subscriptions/to`, {
        body,
        headers:
          body.action === 'SUBSCRIBE' && last.current
            ? { 'idempotency-key': last.current.key }
            : undefined,
      });
    },
    // A price that changed since it was shown (409): the offer is read again to show the new one.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
    onSuccess: async (res) => {
      if (res.data.authorizationUrl) {
        window.location.assign(res.data.authorizationUrl);
        return;
      }
      last.current = null;
      notify.success(res.message ?? 'Done');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
      ]);
      onDone?.(res.data);
    },
  });
}
