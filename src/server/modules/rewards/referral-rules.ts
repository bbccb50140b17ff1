import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { normalizePhoneNumber } from '#shared/phone.ts';
import type { ReferralFlagReason } from '#shared/referrals.ts';

/**
 * The rules that keep referrals between two different people (decision 062): pure functions, so
 * each is checked on its own; the service reads what they need.
 */

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to: the domain, and the local part without a `+tag`; for Gmail
 * (gmail.com and googlemail.com are one) also without its dots. `Ada.Obi+oja@GoogleMail.com` →
 * `adaobi@gmail.com`.
 */
export function mailboxOf(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  let local = text.slice(0, at).split('+')[0]!;
  let domain = text.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A phone number as one string of digits with its country code, however it was typed
 * (`0803 123 4567`, `+2348031234567`, `803-123-4567` → `2348031234567`). A number outside its
 * country's plan keeps its digits, without a trunk 0.
 */
export function phoneKey(phoneCode: string, raw: string): string {
  const code = digitsOf(phoneCode) || digitsOf(DEFAULT_PHONE_CODE);
  const text = raw.trim();
  if (text.startsWith('+')) {
    const international = digitsOf(text);
    const national = normalizePhoneNumber(`+${code}`, text);
    return national ? `${code}${national}` : international;
  }
  const national = normalizePhoneNumber(`+${code}`, text);
  if (national) return `${code}${national}`;
  return `${code}${digitsOf(text).replace(/^0+/, '')}`;
}

export type Contact = { email: string; phoneCode: string; phoneNumber: string };

/** What the service found about a friend, their referrer and the friend's first order. */
export type ReferralFacts = {
  friend: Contact;
  referrer: Contact;
  /** The phone the friend's first received order went to. */
  deliveryPhone: string | null;
  /** The phones on the referrer's saved addresses. */
  referrerAddressPhones: string[];
  /** The two saved the same bank account (number and bank) for payouts. */
  shareBankAccount: boolean;
  /** Referral rewards the referrer earned this calendar month, and how many one may. */
  rewardedThisMonth: number;
  monthlyCap: number;
};

/** Why a referral earns nothing, or null when it earns both sides their points. */
export function flagReason(facts: ReferralFacts): ReferralFlagReason | null {
  const { friend, referrer } = facts;
  const referrerPhone = phoneKey(referrer.phoneCode, referrer.phoneNumber);
  if (phoneKey(friend.phoneCode, friend.phoneNumber) === referrerPhone) return 'SAME_PHONE';
  if (facts.deliveryPhone) {
    // An address's phone carries no country code of its own: the referrer's is the likely one.
    const delivered = phoneKey(referrer.phoneCode, facts.deliveryPhone);
    const own = [
      referrerPhone,
      ...facts.referrerAddressPhones.map((p) => phoneKey(referrer.phoneCode, p)),
    ];
    if (own.includes(delivered)) return 'SAME_DELIVERY_PHONE';
  }
  if (mailboxOf(friend.email) === mailboxOf(referrer.email)) return 'SAME_EMAIL';
  if (facts.shareBankAccount) return 'SAME_BANK_ACCOUNT';
  if (facts.rewardedThisMonth >= facts.monthlyCap) return 'MONTHLY_CAP';
  return null;
}

/** Lagos is UTC+1 all year. */
const LAGOS_OFFSET_MS = 3_600_000;

/** The Lagos calendar month an instant falls in, as [its first instant, the next month's). */
export function lagosMonthOf(at: Date): { from: Date; to: Date } {
  const local = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
  return {
    from: new Date(Date.UTC(year, month, 1) - LAGOS_OFFSET_MS),
    to: new Date(Date.UTC(year, month + 1, 1) - LAGOS_OFFSET_MS),
  };
}
