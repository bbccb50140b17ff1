/** Rules of bank details: a Nigerian (NUBAN) account number, a bank's code and a 6-digit code. */
import type { TextRule } from './rules.ts';

export const ACCOUNT_NUMBER: TextRule = {
  required: 'Account number is required',
  trim: true,
  pattern: { regex: /^\d{10}$/, message: 'Enter the 10-digit account number' },
};

/** The bank's code as the bank list gives it (`058`, `50211`, `035A`). */
export const BANK_CODE: TextRule = {
  required: 'Choose your bank',
  trim: true,
  pattern: { regex: /^[0-9A-Za-z]{3,10}$/, message: 'Choose your bank from the list' },
};

export const CONFIRMATION_CODE: TextRule = {
  required: 'Enter the code we sent you',
  trim: true,
  pattern: { regex: /^\d{6}$/, message: 'Enter the 6-digit code' },
};
