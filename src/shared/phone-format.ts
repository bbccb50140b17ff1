import { DEFAULT_PHONE_CODE } from './constants.ts';

/**
 * Showing phone numbers, without the numbering plan's metadata (screens that only show a stored
 * number stay light); what Oja accepts as a number is decided in `phone.ts`.
 */

/** `+234` or `234` → `+234`. */
export function normalizePhoneCode(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return `+${digits}`;
}

/**
 * The national digits of a number already stored (or typed) without judging it against the
 * numbering plan: what a screen needs to show a number, without the plan's metadata.
 */
function nationalDigits(phoneCode: string, raw: string): string | null {
  const digits = raw.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (phoneCode === DEFAULT_PHONE_CODE) {
    const national = digits.startsWith('234') && digits.length === 13 ? digits.slice(3) : digits;
    const withoutTrunk = national.startsWith('0') ? national.slice(1) : national;
    return /^[1-9]\d{9}$/.test(withoutTrunk) ? withoutTrunk : null;
  }
  const withoutTrunk = digits.replace(/^0+/, '');
  return withoutTrunk.length >= 6 && withoutTrunk.length <= 14 ? withoutTrunk : null;
}

/**
 * A phone number shown one way everywhere: "+234 803 111 2222" for a Nigerian number however it
 * was typed ("08031112222", "+2348031112222", "803-111-2222"); other countries' numbers as the
 * code and the digits.
 */
export function formatPhone(raw: string, phoneCode: string = DEFAULT_PHONE_CODE): string {
  const code = normalizePhoneCode(phoneCode);
  const national = nationalDigits(code, raw);
  if (!national) return raw.trim();
  if (code === DEFAULT_PHONE_CODE) {
    return `${code} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  }
  return `${code} ${national}`;
}
