import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreatorSubscriptionPage,
  SubscriptionOffer,
  SubscriptionSummary,
} from '#shared/schemas/creator-subscriptions.ts';
import { api, isNotFound } from '#web/lib/api-client.ts';
import { useClientStore } from '#web/lib/store.ts';
import { subscriptionKeys } from './keys.ts';

/**
 * A creator's offer with the viewer's own subscription; null when they offer none. A visitor's
 * (`signedIn` false) is the one a server-rendered profile carries.
 */
export const subscriptionOfferQuery = (creatorId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: subscriptionKeys.offer(creatorId, signedIn),
    queryFn: async ({ signal }) => {
      try {
        return (
          await api.get<SubscriptionOffer>(
            `/users/${creatorId}/subscriptions/offer`,
            undefined,
            signal,
          )
        ).data;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
  });

export function useSubscriptionOffer(creatorId: string) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  // Signing in asks again (the viewer's own subscription): the visitor's offer stays meanwhile.
  return useQuery({
    ...subscriptionOfferQuery(creatorId, signedIn),
    placeholderData: keepPreviousData,
  });
}

/** The creator's own offer, subscribers with access and earnings. */
export function useSubscriptionSummary(creatorId: string) {
  return useQuery({
    queryKey: subscriptionKeys.summary(creatorId),
    queryFn: async ({ signal }) =>
      (
        await api.get<SubscriptionSummary>(
          `/users/${creatorId}/subscriptions/summary`,
          undefined,
          signal,
        )
      ).data,
  });
}

const LIMIT = 10;

/** A page of the creator's subscribers. */
export function useSubscribers(creatorId: string, page: number) {
  return useQuery({
    queryKey: subscriptionKeys.subscribers(creatorId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<CreatorSubscriptionPage>(
          '/users/subscribers',
          { subscribeToByPlannerIds: creatorId, page, limit: LIMIT },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** A page of the creators the user subscribes to. */
export function useSubscribedCreators(userId: string, page: number) {
  return useQuery({
    queryKey: subscriptionKeys.subscribedTo(userId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get<CreatorSubscriptionPage>(
          '/users/subscribers',
          { subscribeToBySubscriberIds: userId, page, limit: LIMIT },
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
