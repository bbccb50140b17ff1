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

/**
 * A search ranks at most this many of its matches, the first in list order (pinned first, then
 * newest), and lists and counts only those. A word found in most of the catalogue ("and",
 * "edition") would otherwise rank tens of thousands of rows for every page; below the window
 * every match is ranked. 1,000 matches are 50 pages of 20.
 */
export const SEARCH_WINDOW = 1_000;

/**
 * Any other product list shows and counts at most this many products (500 pages of 20): counting an
 * unfiltered catalogue of 100,000 products, or one filtered on a column no index holds
 * (quantity), reads every row; counting up to 10,000 reads a tenth of them at most.
 */
export const LIST_WINDOW = 10_000;
