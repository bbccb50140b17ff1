import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { BalanceAdjusted } from '../accounts/accounts.public.ts';
import type { Notice } from './notifications.service.ts';

/** Oja staff changed the user's wallet or a store's balance: by how much, and why. */
export function adjustmentNotice(e: BalanceAdjusted): Notice {
  const kobo = BigInt(e.amountKobo);
  const amount = formatNaira(koboToNaira(kobo < 0n ? -kobo : kobo));
  const where = e.balance === 'WALLET' ? 'your wallet' : `${e.owner}'s balance`;
  return {
    userId: e.userId,
    entityType: 'adjustment',
    entityId: e.adjustmentId,
    type: 'balance_adjusted',
    title: kobo > 0n ? `Oja added ${amount} to ${where}` : `Oja took ${amount} from ${where}`,
    body: `${e.reason.replace(/[.!]+$/, '')}. If you have a question about it, write to Oja support from Help.`,
    link: e.businessId ? `/vendor/${e.businessId}/account-details` : '/shopper/wallet',
  };
}
