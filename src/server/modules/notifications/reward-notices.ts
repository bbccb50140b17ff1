import { formatNaira } from '#shared/format.ts';
import type { PayloadOf } from '../../events/events.ts';
import type { loyaltyRewarded } from '../rewards/rewards.public.ts';
import type { Notice } from './notifications.service.ts';

/** A store's loyalty card rewarded a customer (decision 059). */
export type LoyaltyRewarded = PayloadOf<typeof loyaltyRewarded>;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

export function loyaltyNotice(e: LoyaltyRewarded): Notice {
  return {
    userId: e.userId,
    entityType: 'user',
    entityId: e.userId,
    type: 'loyalty_reward',
    title: `${e.businessName} thanks you for coming back`,
    body: `Your ${ordinal(e.orders)} order from ${e.businessName} earned you ${formatNaira(e.reward)} off your next order there. It is waiting in your vouchers.`,
    link: '/shopper/user-vouchers',
  };
}
