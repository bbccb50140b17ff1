import { koboToNaira } from '#shared/money.ts';
import type { Executor } from '../../db/client.ts';
import type { Publish } from '../../events/events.ts';
import { adNoticed } from './ads.public.ts';
import { cardsOf, type AdRow } from './ads.repo.ts';

/** Tells an ad's owner it was approved, rejected or has finished (published with the change). */
export async function noticeAd(
  tx: Executor,
  publish: Publish,
  ad: AdRow,
  notice: 'approved' | 'rejected' | 'completed',
) {
  const { cards } = await cardsOf(tx, [ad]);
  await publish(adNoticed, {
    userId: ad.ownerId,
    adId: ad.id,
    notice,
    title: cards.get(ad.targetId)?.title ?? 'your ad',
    reason: notice === 'rejected' ? ad.rejectReason : null,
    refunded: koboToNaira(ad.refundedKobo),
    endsAt: ad.endsAt?.toISOString() ?? null,
    link: ad.businessId ? `/vendor/${ad.businessId}/run-ads` : '/shopper/run-ads',
  });
}
