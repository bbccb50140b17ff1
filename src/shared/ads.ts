/** The rules of ads (decision 057), shared by the API and the screens that explain them. */

/** What an ad promotes. */
export const AD_KINDS = ['PRODUCT', 'POST', 'STORE'] as const;
export type AdKind = (typeof AD_KINDS)[number];

/**
 * Where an ad shows: a sponsored row on the home page, sponsored cards among product lists
 * (explore, search results, a store's "more from other sellers") and the For-you feed.
 */
export const AD_PLACEMENTS = ['HOME_PAGE', 'VENDORSTACK', 'FEED'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  HOME_PAGE: 'Home page',
  VENDORSTACK: 'Explore and search',
  FEED: 'For-you feed',
};

/**
 * An ad's life: paid and waiting for review (`PENDING`), showing (`ACTIVE`), stopped by its
 * owner (`PAUSED`), refused by support (`REJECTED`, refunded), or over (`COMPLETED`: its days or
 * budget ran out; `CANCELLED`: its owner ended it). Unspent money goes back when it stops for good.
 * `AWAITING_PAYMENT` is an ad bought by card whose payment has not been confirmed yet.
 */
export const AD_STATUSES = [
  'AWAITING_PAYMENT',
  'PENDING',
  'ACTIVE',
  'PAUSED',
  'REJECTED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Statuses an ad never leaves: its unspent budget has gone back to its owner. */
export const AD_ENDED: readonly AdStatus[] = ['REJECTED', 'COMPLETED', 'CANCELLED'];

export const AD_STATUS_LABELS: Record<AdStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PENDING: 'In review',
  ACTIVE: 'Showing',
  PAUSED: 'Paused',
  REJECTED: 'Rejected',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** The least daily budget, in naira. */
export const MIN_AD_DAILY_BUDGET = 500;
/** The most daily budget, in naira. */
export const MAX_AD_DAILY_BUDGET = 1_000_000;
/** The least maximum price per click, in naira; also the least a click is billed. */
export const MIN_AD_CPC = 20;
export const MAX_AD_CPC = 5_000;
export const MAX_AD_DAYS = 90;
export const AD_HEADLINE_MAX = 60;
export const AD_STATES_MAX = 37;
export const AD_CATEGORIES_MAX = 10;

/** Orders count towards an ad when the clicker ordered from its business within these days. */
export const AD_ATTRIBUTION_DAYS = 7;
/** Clicks from one address in a day beyond this many are recorded but never billed. */
export const AD_CLICKS_PER_ADDRESS_DAY = 3;

/** The figures' periods, in Lagos days up to today. */
export const AD_FIGURE_DAYS = [7, 30, 90, 365] as const;
export type AdFigureDays = (typeof AD_FIGURE_DAYS)[number];

/** The whole budget of an ad, paid up front: its daily budget for each of its days. */
export const adBudget = (dailyBudget: number, days: number) => dailyBudget * days;
