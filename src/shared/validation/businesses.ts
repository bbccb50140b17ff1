/** Rules of a business's details and of naira amounts. */
import type { AmountRule, TextRule } from './rules.ts';

export const BUSINESS_NAME: TextRule = {
  required: 'Business name is required',
  trim: true,
  min: { value: 2, message: 'Business name is required' },
  max: { value: 80, message: 'Business name must be at most 80 characters' },
};

/** A store's address on Oja (`/store/{handle}`). */
export const BUSINESS_HANDLE: TextRule = {
  required: 'Store handle is required',
  trim: true,
  lowercase: true,
  pattern: {
    regex: /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/,
    message: 'Use 3 to 40 letters, numbers or dashes',
  },
};

/** Naira amount sent by clients: non-negative, at most two decimals, at most ₦100m. */
export const NAIRA_AMOUNT: AmountRule = {
  required: 'Enter an amount in naira',
  min: { value: 0, message: 'The amount cannot be negative' },
  max: { value: 100_000_000, message: 'The amount is too large' },
  step: { value: 0.01, message: 'Use at most two decimals' },
};
