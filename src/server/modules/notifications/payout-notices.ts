import type { Notice } from './notifications.service.ts';

/** The words of payout account notices (decision 019): every change is told to the owner. */
export type PayoutAccountChange = {
  userId: string;
  accountId: string;
  businessId: string | null;
  businessName: string | null;
  change: 'requested' | 'confirmed' | 'removed';
  bankName: string;
  last4: string;
  usableForPayoutAt: string | null;
};

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
