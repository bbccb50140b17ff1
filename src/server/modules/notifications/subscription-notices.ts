import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { PayloadOf } from '../../events/events.ts';
import type {
  subscriptionLapsed,
  subscriptionPriceNoticed,
} from '../creator-subscriptions/creator-subscriptions.public.ts';
import type { Notice } from './notifications.service.ts';
import { lagosDate } from './plan-notices.ts';

/** A fan's subscription to a creator could not be renewed. */
export type SubscriptionLapsed = PayloadOf<typeof subscriptionLapsed>;
/** A creator's price changed for the fans who subscribe (decision 041). */
export type SubscriptionPriceNoticed = PayloadOf<typeof subscriptionPriceNoticed>;

const naira = (kobo: string) => formatNaira(koboToNaira(BigInt(kobo)));

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

/**
 * One notice a fan: a higher price waiting for their answer (on My plan, where they accept or
 * decline it), a lower price from their next renewal, or the end of a subscription whose new
 * price they did not accept. A raise and an end are e-mailed whatever the fan chose.
 */
export function subscriptionPriceNotices(e: SubscriptionPriceNoticed): Notice[] {
  return e.fans.map((fan) => {
    const day = lagosDate(fan.at);
    const words = {
      raised: {
        title: `${e.creatorName} is raising their subscription to ${naira(fan.newPriceKobo)} a month`,
        body: `You pay ${naira(fan.priceKobo)} a month for @${e.creatorHandle}. From your renewal on ${day} it would cost ${naira(fan.newPriceKobo)} a month. We will not charge the new price unless you accept it on My plan. If you do not accept it, your subscription ends on ${day} and nothing more is taken.`,
        link: '/shopper/my-subscription',
      },
      lowered: {
        title: `${e.creatorName} lowered their subscription to ${naira(fan.newPriceKobo)} a month`,
        body: `Your next renewal with @${e.creatorHandle}, on ${day}, takes ${naira(fan.newPriceKobo)} from your wallet.`,
        link: '/shopper/my-subscription',
      },
      ended: {
        title: `Your subscription to ${e.creatorName} ends on ${day}`,
        body: `@${e.creatorHandle} raised the price to ${naira(fan.newPriceKobo)} a month and you did not accept it, so your subscription was not renewed and nothing was taken. You keep their subscriber posts until ${day}. To go on, subscribe again at the new price from their profile.`,
        link: `/u/${e.creatorHandle}`,
      },
    }[e.notice];
    return {
      userId: fan.subscriberId,
      entityType: 'user',
      entityId: e.creatorId,
      type: `subscription_price_${e.notice}`,
      ...words,
    };
  });
}
