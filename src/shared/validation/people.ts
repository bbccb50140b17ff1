/** Rules of people's details: names, e-mail, username, passwords, phones (addresses apart). */
import type { TextRule } from './rules.ts';

const personName = (label: string): TextRule => ({
  required: `${label} is required`,
  trim: true,
  min: { value: 1, message: `${label} is required` },
  max: { value: 60, message: `${label} must be at most 60 characters` },
});

export const FIRST_NAME = personName('First name');
export const LAST_NAME = personName('Last name');
export const RECIPIENT_NAME = personName('Recipient name');

/**
 * An address people really use: dot-separated parts of letters, digits and `_'+-` (no dot first,
 * last or twice in a row), then a domain whose last label has at least two letters. ASCII only.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL = {
  required: 'Email is required',
  trim: true,
  lowercase: true,
  max: { value: 254, message: 'Email is too long' },
  pattern: { regex: EMAIL_PATTERN, message: 'Enter a valid email address' },
  email: true,
} satisfies TextRule;

export const HANDLE: TextRule = {
  required: 'Username is required',
  trim: true,
  lowercase: true,
  pattern: {
    regex: /^[a-z0-9_.]{3,30}$/,
    message: 'Use 3 to 30 letters, numbers, dots or underscores',
  },
};

export const PASSWORD: TextRule = {
  required: 'Password is required',
  trim: false,
  min: { value: 8, message: 'Password must be at least 8 characters' },
  max: { value: 128, message: 'Password must be at most 128 characters' },
};

export const PHONE_CODE: TextRule = {
  required: 'Enter a valid country code such as +234',
  trim: true,
  pattern: { regex: /^\+?\d{1,4}$/, message: 'Enter a valid country code such as +234' },
};

/** Digits as typed, a leading + allowed; the server normalises them (`normalizePhoneNumber`). */
export const PHONE_NUMBER: TextRule = {
  required: 'Phone number is required',
  trim: true,
  pattern: { regex: /^\+?[\d\s\-().]{6,20}$/, message: 'Enter a valid phone number' },
};

export const CURRENT_PASSWORD: TextRule = {
  required: 'Current password is required',
  trim: false,
  min: { value: 1, message: 'Current password is required' },
};
