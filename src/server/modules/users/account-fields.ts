import { normalizePhoneNumber, phoneNumberMessage } from '#shared/phone.ts';
import { normalizePhoneCode } from '#shared/phone-format.ts';
import { badRequest, conflict } from '../../errors.ts';
import type * as repo from './users.repo.ts';

// The account fields several of the users service's parts check: phone numbers and the
// uniqueness of e-mail, username and phone.

const duplicateMessages: Record<repo.UniqueField, string> = {
  email: 'This email is already registered',
  handle: 'This username is taken',
  phoneNumber: 'This phone number is already registered',
  referralCode: 'Please try again',
};
export const duplicateError = (fields: repo.UniqueField[]) =>
  conflict('Already registered', Object.fromEntries(fields.map((f) => [f, duplicateMessages[f]])));

export function phoneOrFail(code: string, raw: string, field = 'phoneNumber') {
  const phoneCode = normalizePhoneCode(code);
  const number = normalizePhoneNumber(phoneCode, raw);
  if (!number) throw badRequest({ [field]: phoneNumberMessage(phoneCode) });
  return { code: phoneCode, number };
}
