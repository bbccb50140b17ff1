import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhoneCode } from './phone-format.ts';
import { normalizePhoneNumber, PHONE_NUMBER_INVALID, phoneNumberMessage } from './phone.ts';

describe('normalizePhoneNumber', () => {
  it('drops the trunk zero of Nigerian numbers', () => {
    expect(normalizePhoneNumber('+234', '0803 123 4567')).toBe('8031234567');
    expect(normalizePhoneNumber('+234', '8031234567')).toBe('8031234567');
    expect(normalizePhoneNumber('+234', '2348031234567')).toBe('8031234567');
    expect(normalizePhoneNumber('+234', '+234 803 123 4567')).toBe('8031234567');
  });
  it('rejects numbers of the wrong length or with letters', () => {
    expect(normalizePhoneNumber('+234', '080312345')).toBeNull();
    expect(normalizePhoneNumber('+234', '0803123456789')).toBeNull();
    expect(normalizePhoneNumber('+234', '0803abc4567')).toBeNull();
  });
  it("keeps to Nigeria's numbering plan", () => {
    for (const typed of ['08031112222', '+2348031112222', '803 111 2222', '(0803) 111-2222']) {
      expect(normalizePhoneNumber('+234', typed)).toBe('8031112222');
    }
    expect(normalizePhoneNumber('234', '0907 000 1234')).toBe('9070001234');
    // Eleven digits with a trunk zero, but no Nigerian number starts with 1 after it.
    expect(normalizePhoneNumber('+234', '01234567890')).toBeNull();
    expect(normalizePhoneNumber('+234', '+234 123 456 7890')).toBeNull();
    expect(normalizePhoneNumber('+234', '0000000000')).toBeNull();
    // A number of another country is not a Nigerian number, even when it is a valid one.
    expect(normalizePhoneNumber('+234', '+44 7700 900123')).toBeNull();
    expect(normalizePhoneNumber('+44', '+2348031112222')).toBeNull();
  });
  it('says what is wrong in the words of the country', () => {
    expect(phoneNumberMessage('+234')).toBe(PHONE_NUMBER_INVALID);
    expect(PHONE_NUMBER_INVALID).toMatch(/Nigerian/);
    expect(phoneNumberMessage('+44')).not.toMatch(/Nigerian/);
  });
  it('accepts numbers of other countries by their own plan', () => {
    expect(normalizePhoneNumber('+44', '07911 123456')).toBe('7911123456');
    expect(normalizePhoneNumber('+44', '07700 900123')).toBeNull();
    expect(normalizePhoneNumber('+44', '123')).toBeNull();
  });
  it('normalises the country code', () => {
    expect(normalizePhoneCode('234')).toBe('+234');
    expect(normalizePhoneCode('+234')).toBe('+234');
  });
});

describe('formatPhone', () => {
  it('shows a Nigerian number one way however it was typed', () => {
    for (const typed of ['08031112222', '8031112222', '+2348031112222', '0803-111-2222']) {
      expect(formatPhone(typed)).toBe('+234 803 111 2222');
    }
    expect(formatPhone('8031112222', '234')).toBe('+234 803 111 2222');
  });
  it('shows other countries as code and digits, and leaves what is not a number alone', () => {
    expect(formatPhone('07700 900123', '+44')).toBe('+44 7700900123');
    expect(formatPhone(' 12 ')).toBe('12');
  });
});
