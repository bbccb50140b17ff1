/** Business constants of the product (§9). */
export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';
export const DEFAULT_COUNTRY = 'NG';
export const DEFAULT_PHONE_CODE = '+234';
export const REQUEST_TIMEOUT_MS = 60_000;

export const PAYMENT_CHARGE_MODES = ['LOCAL', 'INTERNATIONAL'] as const;
export type PaymentChargeMode = (typeof PAYMENT_CHARGE_MODES)[number];

export const ACCOUNT_TYPES = { PERSONAL: 'Personal', BUSINESS: 'business' } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

export const ROLES = ['shopper', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const FREE_PLAN_NAME = 'Free';
export const MAX_ADDRESSES_PER_USER = 10;
