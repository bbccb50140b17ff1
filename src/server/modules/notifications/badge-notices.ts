import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { BadgeDecision } from '../badges/badges.public.ts';
import type { Notice } from './notifications.service.ts';

/** The words of a verification badge decision (decision 033). */
export function badgeNotice(e: BadgeDecision): Notice {
  const what = e.kind === 'BUSINESS' ? 'Your business' : 'Your account';
  const words =
    e.status === 'APPROVED'
      ? {
          title: `${what} is verified`,
          body: 'Your verification request was approved: the verified tick now shows next to your name.',
        }
      : {
          title: 'Your verification request was not approved',
          body: `${e.reason ?? 'Your request did not meet our checks.'} ${formatNaira(koboToNaira(BigInt(e.feeKobo)))} was refunded to your wallet.`,
        };
  return {
    userId: e.userId,
    entityType: 'badge',
    entityId: e.requestId,
    type: `badge_${e.status.toLowerCase()}`,
    ...words,
    link: e.kind === 'BUSINESS' ? `/vendor/${e.subjectId}/profile` : '/shopper/badge',
  };
}
