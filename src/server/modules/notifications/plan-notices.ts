import { formatNaira } from '#shared/format.ts';
import type { PayloadOf } from '../../events/events.ts';
import type { planNoticed } from '../plans/plans.public.ts';
import type { Notice } from './notifications.service.ts';

/** What happened to a user's plan (decision 032), always told by e-mail too. */
export type PlanNoticed = PayloadOf<typeof planNoticed>;

export const lagosDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function planNotice(e: PlanNoticed): Notice {
  const plan = `your ${e.planName} plan`;
  const price = e.amount !== null ? formatNaira(e.amount) : '';
  const keep = 'Your businesses, products and orders stay as they are.';
  const words = {
    reminder:
      e.amount !== null
        ? {
            title: `${e.planName} plan renews on ${lagosDate(e.at)}`,
            body: `We will take ${price} from your wallet on ${lagosDate(e.at)} to renew ${plan}. Top up your wallet before then, or turn renewal off.`,
          }
        : {
            title: `${e.planName} plan ends on ${lagosDate(e.at)}`,
            body: `After ${lagosDate(e.at)} you are back on Free. ${keep} Renew to keep every feature.`,
          },
    renewed: {
      title: `${e.planName} plan renewed`,
      body: `${price} was taken from your wallet. ${e.planName} now runs to ${lagosDate(e.at)}.`,
    },
    ended: {
      title: `${e.planName} plan ended`,
      body: `You are back on the Free plan. ${keep} Upgrade any time to use every feature again.`,
    },
    renewal_failed: {
      title: `${e.planName} plan could not renew`,
      body: `Your wallet did not have ${price} to renew ${plan}, so you are back on Free. ${keep} Top up and choose a plan to continue.`,
    },
  }[e.notice];
  return {
    userId: e.userId,
    entityType: 'user',
    entityId: e.userId,
    type: `plan_${e.notice}`,
    ...words,
    link: '/shopper/my-subscription',
  };
}
