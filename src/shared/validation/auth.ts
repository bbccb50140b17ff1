/** Rules of logging in and of resetting a forgotten password. */
import type { TextRule } from './rules.ts';

/** Login: whatever identifies the account, and the password as it was chosen. */
export const LOGIN_USERNAME: TextRule = {
  required: 'Email, phone or username is required',
  trim: true,
  min: { value: 1, message: 'Email, phone or username is required' },
  max: { value: 254, message: 'Email, phone or username is too long' },
};

export const LOGIN_PASSWORD: TextRule = {
  required: 'Password is required',
  trim: false,
  min: { value: 1, message: 'Password is required' },
  max: { value: 128, message: 'Password must be at most 128 characters' },
};

export const RESET_TOKEN: TextRule = {
  required: 'Token is required',
  trim: true,
  min: { value: 20, message: 'This reset token is not valid' },
  max: { value: 200, message: 'This reset token is not valid' },
};
