import { formatNaira } from '#shared/format.ts';
import type { PayloadOf } from '../../events/events.ts';
import type { adNoticed } from '../ads/ads.public.ts';
import type { Notice } from './notifications.service.ts';
import { lagosDate } from './plan-notices.ts';

/** What happened to a user's ad (decision 057): approved, rejected or finished. */
export type AdNoticed = PayloadOf<typeof adNoticed>;

export function adNotice(e: AdNoticed): Notice {
  const back = e.refunded > 0 ? ` ${formatNaira(e.refunded)} unspent went back to you.` : '';
  const words = {
    approved: {
      title: 'Your ad is showing',
      body: `Shoppers now see ${e.title} marked Sponsored${e.endsAt ? `, until ${lagosDate(e.endsAt)}` : ''}.`,
    },
    rejected: {
      title: 'Your ad was not approved',
      body: `${e.reason ? e.reason.replace(/[.!?]*$/, '.') : 'It does not meet Oja’s ad rules.'}${back}`,
    },
    completed: {
      title: 'Your ad has finished',
      body: `The ad for ${e.title} has run its course; see how it did on your ads screen.${back}`,
    },
  }[e.notice];
  return {
    userId: e.userId,
    entityType: 'user',
    entityId: e.userId,
    type: `ad_${e.notice}`,
    ...words,
    link: e.link,
  };
}
