import { describe, expect, it } from 'vitest';
import {
  flagReason,
  lagosMonthOf,
  mailboxOf,
  phoneKey,
  type ReferralFacts,
} from './referral-rules.ts';

describe('mailboxOf', () => {
  it('drops a +tag and the case, and Gmail’s dots, with googlemail.com as gmail.com', () => {
    expect(mailboxOf('Ada.Obi+oja@GoogleMail.com')).toBe('adaobi@gmail.com');
    expect(mailboxOf('adaobi@gmail.com')).toBe('adaobi@gmail.com');
    expect(mailboxOf('chidi+shop@yahoo.com')).toBe('chidi@yahoo.com');
  });
  it('keeps dots elsewhere, and tells domains apart', () => {
    expect(mailboxOf('ada.obi@yahoo.com')).not.toBe(mailboxOf('adaobi@yahoo.com'));
    expect(mailboxOf('ada@oja.ng')).not.toBe(mailboxOf('ada@gmail.com'));
  });
});

describe('phoneKey', () => {
  it('writes a Nigerian number one way however it was typed', () => {
    const key = '2348031234567';
    for (const raw of [
      '08031234567',
      '0803 123 4567',
      '+234 803 123 4567',
      '8031234567',
      '2348031234567',
    ])
      expect(phoneKey('+234', raw)).toBe(key);
  });
  it('keeps other countries’ numbers apart', () => {
    expect(phoneKey('+44', '07911 123456')).toBe('447911123456');
    expect(phoneKey('+234', '+44 7911 123456')).toBe('447911123456');
    expect(phoneKey('+234', '08031234567')).not.toBe(phoneKey('+44', '08031234567'));
  });
});

const facts = (over: Partial<ReferralFacts> = {}): ReferralFacts => ({
  friend: { email: 'chioma@example.ng', phoneCode: '+234', phoneNumber: '8031112222' },
  referrer: { email: 'ada@example.ng', phoneCode: '+234', phoneNumber: '8033334444' },
  deliveryPhone: '08035556666',
  referrerAddressPhones: ['0809 777 8888'],
  shareBankAccount: false,
  rewardedThisMonth: 0,
  monthlyCap: 10,
  ...over,
});

describe('flagReason', () => {
  it('passes two different people under the cap', () => {
    expect(flagReason(facts())).toBeNull();
    expect(flagReason(facts({ deliveryPhone: null, rewardedThisMonth: 9 }))).toBeNull();
  });
  it('names the first rule a referral breaks', () => {
    expect(flagReason(facts({ friend: { ...facts().friend, phoneNumber: '08033334444' } }))).toBe(
      'SAME_PHONE',
    );
    expect(flagReason(facts({ deliveryPhone: '+2348033334444' }))).toBe('SAME_DELIVERY_PHONE');
    expect(flagReason(facts({ deliveryPhone: '08097778888' }))).toBe('SAME_DELIVERY_PHONE');
    expect(flagReason(facts({ friend: { ...facts().friend, email: 'ADA+2@example.ng' } }))).toBe(
      'SAME_EMAIL',
    );
    expect(flagReason(facts({ shareBankAccount: true }))).toBe('SAME_BANK_ACCOUNT');
    expect(flagReason(facts({ rewardedThisMonth: 10 }))).toBe('MONTHLY_CAP');
    expect(flagReason(facts({ monthlyCap: 0 }))).toBe('MONTHLY_CAP');
  });
});

describe('lagosMonthOf', () => {
  it('starts a month at Lagos midnight (23:00 UTC the day before)', () => {
    expect(lagosMonthOf(new Date('2026-03-31T23:30:00Z'))).toEqual({
      from: new Date('2026-03-31T23:00:00Z'),
      to: new Date('2026-04-30T23:00:00Z'),
    });
    expect(lagosMonthOf(new Date('2026-03-31T22:59:00Z')).from).toEqual(
      new Date('2026-02-28T23:00:00Z'),
    );
    expect(lagosMonthOf(new Date('2026-12-15T12:00:00Z')).to).toEqual(
      new Date('2026-12-31T23:00:00Z'),
    );
  });
});
