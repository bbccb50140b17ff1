/**
 * Phone numbers as Oja accepts them: checked against the numbering plan of their country with
 * libphonenumber-js (its small "min" metadata, about 20 KB gzipped). The server checks every
 * number here; a web form loads this module after its first paint (`import()`), so the plan's
 * metadata never weighs on a first screen. Showing a stored number needs no plan:
 * `phone-format.ts`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_CODE } from './constants.ts';

/** The digits of a country code as typed: `+234` or `234` → `234`. */
const callingCode = (raw: string) => raw.replace(/\D/g, '');

/** What a form and the API say about a number outside the numbering plan of its country. */
export const PHONE_NUMBER_INVALID =
  'This is not a valid Nigerian phone number: type it like 0803 123 4567';
const PHONE_NUMBER_INVALID_ABROAD = 'This is not a valid phone number for that country code';

/** The message for a number that `normalizePhoneNumber` refuses, in the words of its country. */
export function phoneNumberMessage(phoneCode: string = DEFAULT_PHONE_CODE): string {
  return `+${callingCode(phoneCode)}` === DEFAULT_PHONE_CODE
    ? PHONE_NUMBER_INVALID
    : PHONE_NUMBER_INVALID_ABROAD;
}

/**
 * Normalises a phone number to its national significant digits, checked against the numbering
 * plan of its country (libphonenumber-js's metadata): spaces, dashes and brackets go, the trunk 0
 * is dropped, and the country code may be typed in front ("+2348031112222", "2348031112222").
 * Returns null when the number is not a number of that country: `01234567890` is refused, as are
 * numbers of the wrong length (a Nigerian number has ten significant digits).
 */
export function normalizePhoneNumber(phoneCode: string, raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s\-().]+$/.test(text)) return null;
  const code = callingCode(phoneCode);
  if (!/^\d{1,4}$/.test(code)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4 || digits.length > 17) return null;
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(`+${digits}`)
    : parsePhoneNumberFromString(digits, { defaultCallingCode: code });
  if (!parsed || parsed.countryCallingCode !== code || !parsed.isValid()) return null;
  // Nigeria's plan also holds longer special ranges; a person's number has ten digits.
  if (code === DEFAULT_PHONE_CODE.slice(1) && parsed.nationalNumber.length !== 10) return null;
  return parsed.nationalNumber;
}
