import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhoneCode, normalizePhoneNumber } from './phone.ts';

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
  it('accepts other countries within 6 to 14 digits', () => {
    expect(normalizePhoneNumber('+44', '07700 900123')).toBe('7700900123');
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
