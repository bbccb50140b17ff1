/**
 * Referrals (decision 062): a friend who signs up with someone's code and receives their first
 * order earns both of them Oja points, once, unless the referral looks like one person twice.
 */

/** What Oja decided on a friend's first received order: points paid, or held for support. */
export const REFERRAL_OUTCOMES = ['REWARDED', 'FLAGGED'] as const;
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number];

/** Where a referred friend stands, as their referrer sees it. */
export const REFERRAL_STATUSES = ['JOINED', 'FIRST_ORDER_RECEIVED', 'FLAGGED'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  JOINED: 'Joined',
  FIRST_ORDER_RECEIVED: 'First order received',
  FLAGGED: 'Under review',
};

/**
 * Why a referral earned nothing: the friend shares the referrer's phone (their account's, or the
 * one on their first order's delivery address), mailbox or bank account, or the referrer reached
 * the month's cap.
 */
export const REFERRAL_FLAG_REASONS = [
  'SAME_PHONE',
  'SAME_DELIVERY_PHONE',
  'SAME_EMAIL',
  'SAME_BANK_ACCOUNT',
  'MONTHLY_CAP',
] as const;
export type ReferralFlagReason = (typeof REFERRAL_FLAG_REASONS)[number];

export const REFERRAL_FLAG_REASON_LABELS: Record<ReferralFlagReason, string> = {
  SAME_PHONE: 'The friend’s phone number is the referrer’s',
  SAME_DELIVERY_PHONE: 'The first order went to one of the referrer’s phone numbers',
  SAME_EMAIL: 'The two e-mail addresses are one mailbox',
  SAME_BANK_ACCOUNT: 'The friend’s bank account is one of the referrer’s',
  MONTHLY_CAP: 'The referrer already earned the most referral rewards for this month',
};

/** Page sizes: a referrer's friends, and support's flagged referrals. */
export const REFERRALS_PAGE_SIZE = 30;
export const FLAGGED_REFERRALS_PAGE_SIZE = 25;

/** The sign-up link a referral code makes: the register screen fills the code in. */
export const referralPath = (code: string) => `/auth/register?ref=${encodeURIComponent(code)}`;
