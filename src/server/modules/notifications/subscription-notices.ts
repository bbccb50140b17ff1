import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { PayloadOf } from '../../events/events.ts';
import type { subscriptionLapsed } from '../creator-subscriptions/creator-subscriptions.public.ts';
import type { Notice } from './notifications.service.ts';

/** A fan's subscription to a creator could not be renewed. */
export type SubscriptionLapsed = PayloadOf<typeof subscriptionLapsed>;

export function subscriptionLapsedNotice(e: SubscriptionLapsed): Notice {
  return {
    userId: e.subscriberId,
    entityType: 'user',
    entityId: e.creatorId,
    type: 'subscription_lapsed',
    title: `Your subscription to ${e.creatorName} has ended`,
    body: `Your wallet did not have ${formatNaira(koboToNaira(BigInt(e.priceKobo)))} for another month with @${e.creatorHandle}. Fund your wallet and subscribe again to keep seeing their subscriber posts.`,
    link: `/u/${e.creatorHandle}`,
  };
}
