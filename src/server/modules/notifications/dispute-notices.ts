import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { DisputeNoticed } from '../disputes/disputes.public.ts';
import type { Notice } from './notifications.service.ts';

/** A dispute opened on a seller's order, or Oja's decision, for each side told. */
export function disputeNotices(e: DisputeNoticed): Notice[] {
  const refund = formatNaira(koboToNaira(BigInt(e.refundKobo)));
  const words =
    e.what === 'opened'
      ? {
          title: 'A buyer opened a dispute on an order',
          body: `A buyer of ${e.storeName} says something went wrong with their order. Reply in the order's dispute: Oja decides within 3 days, and the order waits until then.`,
        }
      : {
          title: 'Oja decided the dispute on an order',
          body: `${e.outcome === 'RELEASE' ? 'The seller was paid.' : `${refund} went back to the buyer's Oja wallet.`} ${e.reason ?? ''}`.trim(),
        };
  const told = [
    ...(e.buyerId ? [{ userId: e.buyerId, link: `/shopper/my-order/${e.orderId}` }] : []),
    ...(e.sellerId ? [{ userId: e.sellerId, link: `/vendor/${e.businessId}/orders` }] : []),
  ];
  return told.map((t) => ({
    ...t,
    entityType: 'order',
    entityId: e.orderId,
    type: `dispute_${e.what}`,
    ...words,
  }));
}
