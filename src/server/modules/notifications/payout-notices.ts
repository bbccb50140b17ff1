import { formatNaira } from '#shared/format.ts';
import { koboToNaira } from '#shared/money.ts';
import type { PayloadOf } from '../../events/events.ts';
import type { payoutAccountChanged, withdrawalSettled } from '../payouts/payouts.public.ts';
import type { Notice } from './notifications.service.ts';

/** The words of payout account notices (decision 019): every change is told to the owner. */
export type PayoutAccountChange = PayloadOf<typeof payoutAccountChanged>;

const lagosTime = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

export function payoutAccountNotice(e: PayoutAccountChange): Notice {
  const account = `${e.bankName} ••••${e.last4}`;
  const whose = e.businessName ? `${e.businessName}'s payout account` : 'your payout account';
  const notYou = 'If this was not you, change your password now and contact support.';
  const words = {
    requested: {
      title: 'A new payout bank account is waiting for confirmation',
      body: `Someone asked to make ${account} ${whose}. It is used only after the code we sent you is entered. ${notYou}`,
    },
    confirmed: {
      title: 'Your payout bank account changed',
      body: `${account} is now ${whose}. Withdrawals can use it from ${e.usableForPayoutAt ? lagosTime(e.usableForPayoutAt) : 'tomorrow'}. ${notYou}`,
    },
    removed: {
      title: 'Your payout bank account was removed',
      body: `${account} is no longer ${whose}. Add a bank account to withdraw again. ${notYou}`,
    },
  }[e.change];
  return {
    userId: e.userId,
    entityType: e.businessId ? 'business' : 'user',
    entityId: e.businessId ?? e.userId,
    type: `payout_account_${e.change}`,
    ...words,
    link: e.businessId ? `/vendor/${e.businessId}/account-details` : '/shopper/account',
  };
}

/** How a withdrawal went, in words for its owner. */
export type WithdrawalSettled = PayloadOf<typeof withdrawalSettled>;

const naira = (kobo: bigint | string) => formatNaira(koboToNaira(BigInt(kobo)));

export function withdrawalNotice(e: WithdrawalSettled): Notice {
  const account = `${e.bankName} ••••${e.last4}`;
  const back = e.businessId ? "your business's balance" : 'your wallet';
  const total = naira(BigInt(e.amountKobo) + BigInt(e.feeKobo));
  const words = {
    SUCCESS: {
      title: 'Your withdrawal was sent',
      body: `${naira(e.amountKobo)} was sent to ${account}.`,
    },
    FAILED: {
      title: 'Your withdrawal did not go through',
      body: `${naira(e.amountKobo)} could not be sent to ${account}. ${total} (with the fee) is back in ${back}.`,
    },
    REVERSED: {
      title: 'Your withdrawal was returned',
      body: `The bank returned ${naira(e.amountKobo)} sent to ${account}. ${total} (with the fee) is back in ${back}.`,
    },
  }[e.status];
  return {
    userId: e.userId,
    entityType: 'withdrawal',
    entityId: e.withdrawalId,
    type: `withdrawal_${e.status.toLowerCase()}`,
    ...words,
    link: e.businessId ? `/vendor/${e.businessId}/account-details` : '/shopper/wallet',
  };
}
